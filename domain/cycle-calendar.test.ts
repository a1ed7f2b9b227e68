import { describe, expect, test } from 'vitest'
import { advancedCalendar, calendarProblems, phaseAt, type CycleCalendar } from './cycle-calendar'

/** 2026: presentation and support together until 15 March, then a phase a month. */
const year: CycleCalendar = {
  presentation: { start: '2026-01-10', end: '2026-03-15' },
  support: { start: '2026-01-10', end: '2026-03-15' },
  assessment: { start: '2026-03-16', end: '2026-04-30' },
  selection: { start: '2026-05-01', end: '2026-05-31' },
  results: { start: '2026-06-01', end: '2026-06-30' },
  execution: { start: '2026-07-01', end: '2027-12-31' },
}

describe('the phase of a day', () => {
  test('is read from the dates: presentation and support together, then each phase on its days', () => {
    expect(phaseAt(year, '2026-03-15')).toEqual({
      open: ['presentation', 'support'],
      phase: 'support',
      until: '2026-03-15',
      next: { phase: 'assessment', start: '2026-03-16' },
    })
    expect(phaseAt(year, '2026-03-16')).toMatchObject({ open: ['assessment'], phase: 'assessment', next: { phase: 'selection' } })
    expect(phaseAt(year, '2026-01-09')).toMatchObject({ open: [], phase: null, next: { phase: 'presentation', start: '2026-01-10' } })
    expect(phaseAt(year, '2028-01-01')).toEqual({ open: [], phase: null, until: null, next: null })
  })
})

describe('the calendar rules', () => {
  test('a good calendar has no problems', () => {
    expect(calendarProblems(year, 2026)).toEqual([])
  })

  test('an end before its start, an overlap, support before presentation and a day outside the year ± 1, each on its field', () => {
    const bad: CycleCalendar = {
      ...year,
      support: { start: '2026-01-01', end: '2026-03-15' },
      assessment: { start: '2026-03-15', end: '2026-03-01' },
      execution: { start: '2026-07-01', end: '2028-01-01' },
    }
    expect(calendarProblems(bad, 2026)).toEqual([
      { field: 'supportStart', kind: 'support-before-presentation' },
      { field: 'assessmentEnd', kind: 'end-before-start' },
      { field: 'assessmentStart', kind: 'overlap', after: 'support' },
      { field: 'executionEnd', kind: 'outside-year' },
    ])
  })
})

describe('moving on early', () => {
  test('the open phases end yesterday and the next starts today', () => {
    const moved = advancedCalendar(year, '2026-03-01')
    expect(moved).toMatchObject({
      presentation: { start: '2026-01-10', end: '2026-02-28' },
      support: { start: '2026-01-10', end: '2026-02-28' },
      assessment: { start: '2026-03-01', end: '2026-04-30' },
    })
    expect(calendarProblems(moved as CycleCalendar, 2026)).toEqual([])
  })

  test('between phases the next starts today; nothing after the last; never on the day a phase started', () => {
    expect(advancedCalendar(year, '2026-01-05')).toMatchObject({ presentation: { start: '2026-01-05', end: '2026-03-15' } })
    expect(advancedCalendar(year, '2026-08-01')).toBe('no-next')
    expect(advancedCalendar(year, '2026-03-16')).toBe('started-today')
  })
})
