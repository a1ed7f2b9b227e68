import { describe, expect, test } from 'vitest'
import { outcomeSentence } from './budget-labels'

const base = { year: 2026, district: 'Sur' as const, reason: null, shortfall: null }

describe('the outcome of a proposal in one sentence', () => {
  test('the four cases, with their reasons', () => {
    expect(outcomeSentence({ ...base, kind: 'selected' })).toBe('Seleccionada')
    expect(outcomeSentence({ ...base, kind: 'not-selected', shortfall: 12_000 })).toBe(
      'No seleccionada: no cabía en el dinero que quedaba (faltaban 12.000\u00a0€)',
    )
    expect(outcomeSentence({ ...base, kind: 'not-selected', shortfall: 0 })).toBe(
      'No seleccionada: sus votantes no reunían su coste en el reparto equitativo',
    )
    expect(outcomeSentence({ ...base, kind: 'withdrawn', reason: 'Ya está en el plan de obras.' })).toBe(
      'Retirada por la junta: Ya está en el plan de obras.',
    )
    expect(outcomeSentence({ ...base, kind: 'unfeasible', reason: 'No es competencia municipal.' })).toBe(
      'No viable: No es competencia municipal.',
    )
  })

  test('a report that already opens with the verdict is not prefixed twice', () => {
    expect(outcomeSentence({ ...base, kind: 'unfeasible', reason: 'No viable: es un gasto corriente.' })).toBe(
      'No viable: es un gasto corriente.',
    )
  })
})
