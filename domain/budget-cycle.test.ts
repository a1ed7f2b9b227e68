import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { deadlineState } from './budget-cycle'
import { longDay } from '@copy/dates'
import { BudgetCycleSchema } from '@schemas'

describe('ciclo anual', () => {
  test('la fecha límite se escribe en palabras sin moverse de día', () => {
    expect(longDay('2025-05-12')).toBe('12 de mayo de 2025')
  })

  test('el último día aún está abierto; el día siguiente el plazo ha pasado, salvo que las votaciones estén cerradas', () => {
    const cycle = { votingEnabled: true, submissionDeadline: '2025-05-12' }
    expect(deadlineState(cycle, '2025-05-12')).toBe('open')
    expect(deadlineState(cycle, '2025-05-13')).toBe('extended')
    expect(deadlineState({ ...cycle, votingEnabled: false }, '2025-05-01')).toBe('closed')
  })

  // The refusals and their messages are tested through the API (worker/routes/system-config.test.ts).
  test('el formulario (textos) y la API (números) pasan por el mismo esquema', () => {
    expect(v.parse(BudgetCycleSchema, { budgetYear: ' 2027 ', submissionDeadline: '2026-05-15' })).toEqual({
      budgetYear: 2027,
      submissionDeadline: '2026-05-15',
    })
    expect(v.parse(BudgetCycleSchema, { budgetYear: 2027, submissionDeadline: '2026-05-15' }).budgetYear).toBe(2027)
  })
})
