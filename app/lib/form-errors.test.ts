import { describe, expect, test } from 'vitest'
import { AnonymousProposalSchema, LoginSchema } from '@schemas'
import { validateForm } from './form-errors'

describe('validateForm: the first Spanish message per field', () => {
  test('a visitor proposal with short texts and no contact data', () => {
    const result = validateForm(AnonymousProposalSchema, {
      title: 'Hola',
      description: 'corta',
      district: 'Centro',
      scope: 'Medio Ambiente',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.title).toBe('El título debe tener al menos 5 caracteres')
    expect(result.errors.description).toBe('La descripción debe tener al menos 20 caracteres')
    expect(result.errors.submitterName).toBe('El nombre es requerido')
    expect(result.errors.submitterEmail).toBe('El email no es válido')
    expect(result.errors.district).toBeUndefined()
  })

  test('valid values come back parsed', () => {
    const result = validateForm(LoginSchema, { email: '  ana@example.com ', password: 'secreto' })
    expect(result).toEqual({ ok: true, value: { email: 'ana@example.com', password: 'secreto' } })
  })

  test('login format message', () => {
    const result = validateForm(LoginSchema, { email: 'ana', password: 'x' })
    expect(result.ok ? null : result.errors.email).toBe('El formato del email no es válido.')
  })
})
