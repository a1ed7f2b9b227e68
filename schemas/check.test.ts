import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { FIELD_LABELS } from '@copy/validation'
import * as schemas from './index'
import { ProposalFormSchema, PushSubscriptionSchema, RoleSchema, checkInput } from './index'

const messages = (schema: v.GenericSchema, value: unknown) => {
  const result = checkInput(schema, value)
  return result.success ? [] : result.issues.map((i) => i.message)
}

describe('checkInput', () => {
  test('un campo que falta dice lo que pide su propia regla', () => {
    expect(messages(RoleSchema, {})).toEqual(['Indica si el usuario es administrador (verdadero o falso)'])
    expect(messages(PushSubscriptionSchema, { keys: { p256dh: 'a', auth: 'b' } })).toEqual([
      'La suscripción de este dispositivo no es válida',
    ])
  })

  test('un valor de otro tipo en una regla sin mensaje nombra el campo en español', () => {
    const base = { title: 'Bancos en la plaza', description: 'Faltan bancos a la sombra en la plaza.', district: 'Centro' }
    expect(messages(ProposalFormSchema, { ...base, submitterName: ['Ana', 'Eva'] })).toEqual([
      'El campo «nombre» falta o no tiene un valor válido',
    ])
  })

  test('un cuerpo que no es un objeto recibe el mensaje general', () => {
    expect(messages(RoleSchema, null)).toEqual(['Los datos enviados no tienen el formato esperado'])
    expect(messages(RoleSchema, 5)).toEqual(['Los datos enviados no tienen el formato esperado'])
  })

  test('nada depende de una configuración global de valibot', () => {
    expect(v.getGlobalMessage()).toBeUndefined()
    expect(messages(v.object({ title: v.string() }), { title: 1 })).toEqual(['El campo «título» falta o no tiene un valor válido'])
  })

  test('cada campo de cada esquema tiene su nombre en español', () => {
    const keys = new Set<string>()
    const walk = (schema: unknown) => {
      if (!schema || typeof schema !== 'object') return
      const s = schema as { entries?: Record<string, unknown>; wrapped?: unknown; item?: unknown; options?: unknown[] }
      for (const [key, entry] of Object.entries(s.entries ?? {})) {
        keys.add(key)
        walk(entry)
      }
      walk(s.wrapped)
      walk(s.item)
      for (const option of s.options ?? []) walk(option)
    }
    for (const value of Object.values(schemas)) if (value && typeof value === 'object' && 'kind' in value) walk(value)
    const missing = [...keys].filter((k) => !(k in FIELD_LABELS))
    expect(missing).toEqual([])
  })
})
