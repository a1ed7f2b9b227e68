import { describe, expect, it } from 'vitest'
import { formatLongDate } from '@app/lib/format-date'
import { currentStage, lifeCycleSteps } from './life-cycle'

const created = '2026-01-10T10:00:00.000Z'
const approved = '2026-02-20T10:00:00.000Z'
const executed = '2026-09-05T10:00:00.000Z'
const rejected = '2026-03-01T10:00:00.000Z'
const assessed = '2026-02-01T10:00:00.000Z'
const base = {
  status: 'pending',
  createdAt: created,
  approvedAt: null,
  executedAt: null,
  rejectedAt: null,
  feasibility: 'pending',
  assessedAt: null,
  assessment: null,
} as const

describe('current stage of the timeline', () => {
  it('shows the latest stage reached with its date', () => {
    expect(currentStage({ ...base, status: 'executed', approvedAt: approved, executedAt: executed })).toEqual({
      label: 'Ejecutada',
      date: executed,
    })
    expect(currentStage({ ...base, status: 'approved', approvedAt: approved })).toEqual({ label: 'Priorizada', date: approved })
    expect(currentStage(base)).toEqual({ label: 'Presentada', date: created })
  })

  it('a rejected proposal says so with the date of the rejection', () => {
    expect(currentStage({ ...base, status: 'rejected', rejectedAt: rejected })).toEqual({ label: 'Rechazada', date: rejected })
    expect(currentStage({ ...base, status: 'rejected' })).toEqual({ label: 'Rechazada', date: null })
  })
})

describe('life-cycle steps', () => {
  it('dated steps are reached; the others wait with their pending text', () => {
    const steps = lifeCycleSteps(base)
    expect(steps.map((s) => [s.label, s.date !== null, s.pendingText])).toEqual([
      ['Presentada', true, ''],
      ['Evaluada', false, 'Pendiente de evaluación técnica'],
      ['Priorizada', false, 'Pendiente de priorización'],
      ['Ejecutada', false, 'Pendiente de ejecución'],
    ])
  })
})

describe('the technical assessment', () => {
  it('a proposal judged not feasible and rejected shows the assessment with its reason before «Rechazada»', () => {
    const steps = lifeCycleSteps({
      ...base,
      status: 'rejected',
      rejectedAt: rejected,
      feasibility: 'unfeasible',
      assessedAt: assessed,
      assessment: 'El suelo no es municipal.',
    })
    expect(steps.map((s) => [s.label, s.date, s.report ?? null])).toEqual([
      ['Presentada', created, null],
      ['Evaluada: No viable', assessed, 'El suelo no es municipal.'],
      ['Rechazada', rejected, null],
    ])
  })

  it('a proposal prioritised before assessments were kept skips the step instead of showing it pending', () => {
    expect(lifeCycleSteps({ ...base, status: 'approved', approvedAt: approved }).map((s) => s.label)).toEqual([
      'Presentada',
      'Priorizada',
      'Ejecutada',
    ])
  })
})

describe('a rejected proposal', () => {
  it('ends its cycle with «Rechazada» and its date, with no pending steps', () => {
    const steps = lifeCycleSteps({ ...base, status: 'rejected', rejectedAt: rejected })
    expect(steps.map((s) => [s.label, s.date, s.pendingText])).toEqual([
      ['Presentada', created, ''],
      ['Rechazada', rejected, ''],
    ])
    expect(lifeCycleSteps({ ...base, status: 'rejected', approvedAt: approved, rejectedAt: rejected }).map((s) => s.label)).toEqual([
      'Presentada',
      'Priorizada',
      'Rechazada',
    ])
  })
})

it('dates are written in Spanish, long format', () => {
  expect(formatLongDate('2026-03-03T12:00:00.000Z')).toBe('3 de marzo de 2026')
})

describe('an approved proposal under way', () => {
  it('tells each milestone between «Priorizada» and «Ejecutada», oldest first', () => {
    const milestone = (id: number, date: string, phase: string, progress: number) => ({
      id,
      date,
      phase,
      progress,
      text: 'Avance',
      reason: null,
      photoBig: null,
      photoThumb: null,
    })
    // The API answers them newest first.
    const steps = lifeCycleSteps(
      {
        ...base,
        status: 'approved',
        approvedAt: approved,
        feasibility: 'feasible',
        assessedAt: assessed,
        assessment: 'Informe favorable.',
      },
      [milestone(2, '2026-06-01', 'En obras', 40), milestone(1, '2026-03-15', 'En licitación', 10)],
    )
    expect(steps.map((s) => [s.label, s.date, s.milestone?.progress ?? s.report ?? null])).toEqual([
      ['Presentada', created, null],
      ['Evaluada: Viable', assessed, 'Informe favorable.'],
      ['Priorizada', approved, null],
      ['En licitación', '2026-03-15', 10],
      ['En obras', '2026-06-01', 40],
      ['Ejecutada', null, null],
    ])
  })
})
