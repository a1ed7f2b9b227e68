import { describe, expect, it } from 'vitest'
import { formatLongDate } from './format'
import { currentStage, lifeCycleSteps } from './life-cycle'

const created = '2026-01-10T10:00:00.000Z'
const approved = '2026-02-20T10:00:00.000Z'
const executed = '2026-09-05T10:00:00.000Z'

describe('current stage of the timeline', () => {
  it('shows the latest stage reached with its date', () => {
    expect(currentStage({ createdAt: created, approvedAt: approved, executedAt: executed })).toEqual({ label: 'Ejecutada', date: executed })
    expect(currentStage({ createdAt: created, approvedAt: approved, executedAt: null })).toEqual({ label: 'Priorizada', date: approved })
    expect(currentStage({ createdAt: created, approvedAt: null, executedAt: null })).toEqual({ label: 'Presentada', date: created })
  })
})

describe('life-cycle steps', () => {
  it('dated steps are reached; the others wait with their pending text', () => {
    const steps = lifeCycleSteps({ createdAt: created, approvedAt: null, executedAt: null })
    expect(steps.map((s) => [s.label, s.date !== null, s.pendingText])).toEqual([
      ['Presentada', true, ''],
      ['Priorizada', false, 'Pendiente de priorización'],
      ['Ejecutada', false, 'Pendiente de ejecución'],
    ])
  })
})

it('dates are written in Spanish, long format', () => {
  expect(formatLongDate('2026-03-03T12:00:00.000Z')).toBe('3 de marzo de 2026')
})
