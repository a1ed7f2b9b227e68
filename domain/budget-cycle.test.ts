import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { deadlineState, longDay } from './budget-cycle'
import { BudgetCycleSchema } from './schemas'

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

  test('el formulario (textos) y la API (números) pasan por el mismo esquema', () => {
    expect(v.parse(BudgetCycleSchema, { budgetYear: ' 2027 ', submissionDeadline: '2026-05-15' })).toEqual({
      budgetYear: 2027,
      submissionDeadline: '2026-05-15',
    })
    expect(v.parse(BudgetCycleSchema, { budgetYear: 2027, submissionDeadline: '2026-05-15' }).budgetYear).toBe(2027)
  })

  test.each([
    [
      { budgetYear: '226', submissionDeadline: '2026-05-15' },
      'budgetYear',
      'Indica el año del presupuesto con cuatro cifras, entre 2000 y 2100',
    ],
    [
      { budgetYear: 2027.5, submissionDeadline: '2026-05-15' },
      'budgetYear',
      'Indica el año del presupuesto con cuatro cifras, entre 2000 y 2100',
    ],
    [
      { budgetYear: '', submissionDeadline: '2026-05-15' },
      'budgetYear',
      'Indica el año del presupuesto con cuatro cifras, entre 2000 y 2100',
    ],
    [{ budgetYear: 2027, submissionDeadline: '2026-02-30' }, 'submissionDeadline', 'Indica una fecha límite válida (día, mes y año)'],
    [{ budgetYear: 2027 }, 'submissionDeadline', 'Indica una fecha límite válida (día, mes y año)'],
    [
      { budgetYear: 2027, submissionDeadline: '2028-01-10' },
      'submissionDeadline',
      'La fecha límite no puede ser de un año posterior al del presupuesto',
    ],
  ])('%o se rechaza con un mensaje en español en su campo', (input, field, message) => {
    const result = v.safeParse(BudgetCycleSchema, input)
    if (result.success) throw new Error('aceptado')
    expect(v.flatten(result.issues).nested?.[field]?.[0]).toBe(message)
  })
})
