/**
 * A budget year's calendar (docs/decisions/0058): six dated phases, days in the city's time zone
 * (YYYY-MM-DD, both ends included). The phase of the moment is read from the dates and the day, never
 * stored: an early move by the council is written as dates too (`advancedCalendar`).
 */
export const CYCLE_PHASES = ['presentation', 'support', 'assessment', 'selection', 'results', 'execution'] as const
export type CyclePhase = (typeof CYCLE_PHASES)[number]

interface PhaseDates {
  start: string
  end: string
}
export type CycleCalendar = Record<CyclePhase, PhaseDates>

/** The form's and the API's flat field of a phase's first or last day: 'supportStart', 'supportEnd'. */
export type CalendarField = `${CyclePhase}${'Start' | 'End'}`
export const calendarField = (phase: CyclePhase, end: 'Start' | 'End'): CalendarField => `${phase}${end}`

export type FlatCalendar = Record<CalendarField, string>
export const flatCalendar = (calendar: CycleCalendar): FlatCalendar =>
  Object.fromEntries(
    CYCLE_PHASES.flatMap((p) => [
      [`${p}Start`, calendar[p].start],
      [`${p}End`, calendar[p].end],
    ]),
  ) as FlatCalendar
export const nestedCalendar = (flat: FlatCalendar): CycleCalendar =>
  Object.fromEntries(CYCLE_PHASES.map((p) => [p, { start: flat[`${p}Start`], end: flat[`${p}End`] }])) as CycleCalendar

const isPhaseOpen = (calendar: CycleCalendar, phase: CyclePhase, day: string) => calendar[phase].start <= day && day <= calendar[phase].end

/** Where a year stands on a day: the phases open (presentation and support may run together), the latest of them, the next to start. */
export interface PhaseState {
  open: CyclePhase[]
  /** The latest phase open on the day; null between phases, before the first or after the last. */
  phase: CyclePhase | null
  /** The last day of `phase`. */
  until: string | null
  next: { phase: CyclePhase; start: string } | null
}

export function phaseAt(calendar: CycleCalendar, day: string): PhaseState {
  const open = CYCLE_PHASES.filter((p) => isPhaseOpen(calendar, p, day))
  const phase = open.at(-1) ?? null
  const later = CYCLE_PHASES.filter((p) => calendar[p].start > day)
  return {
    open,
    phase,
    until: phase ? calendar[phase].end : null,
    next: later.length ? { phase: later[0], start: calendar[later[0]].start } : null,
  }
}

/** What is wrong with a calendar, field by field: the schema turns each kind into its Spanish message. */
export type CalendarProblem =
  | { field: CalendarField; kind: 'end-before-start' }
  | { field: CalendarField; kind: 'outside-year' }
  | { field: CalendarField; kind: 'support-before-presentation' }
  | { field: CalendarField; kind: 'overlap'; after: CyclePhase }

/**
 * The calendar's rules: each phase ends on or after its start, every day lies within the budget year ± 1,
 * phases follow one another without overlapping, except support, which may run alongside presentation
 * (the spec's default: one switch for both) but neither starts nor ends before it.
 */
export function calendarProblems(calendar: CycleCalendar, budgetYear: number): CalendarProblem[] {
  const problems: CalendarProblem[] = []
  const first = `${budgetYear - 1}-01-01`
  const last = `${budgetYear + 1}-12-31`
  for (const [i, phase] of CYCLE_PHASES.entries()) {
    const { start, end } = calendar[phase]
    for (const [day, edge] of [[start, 'Start'] as const, [end, 'End'] as const])
      if (day < first || day > last) problems.push({ field: calendarField(phase, edge), kind: 'outside-year' })
    if (end < start) problems.push({ field: calendarField(phase, 'End'), kind: 'end-before-start' })
    if (i === 0) continue
    const before = CYCLE_PHASES[i - 1]
    if (phase === 'support') {
      if (start < calendar.presentation.start) problems.push({ field: 'supportStart', kind: 'support-before-presentation' })
      else if (end < calendar.presentation.end) problems.push({ field: 'supportEnd', kind: 'support-before-presentation' })
    } else if (start <= calendar[before].end) problems.push({ field: calendarField(phase, 'Start'), kind: 'overlap', after: before })
  }
  return problems
}

/** The day before a YYYY-MM-DD day. */
export const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

/** Why the council cannot move on today: there is nothing after, or the phase started today (it would end before it started). */
export type AdvanceRefusal = 'no-next' | 'started-today'

/**
 * The council moves to the next phase early: the phases open today end yesterday and the next one starts
 * today (and lasts at least today). Between phases, the next one starts today.
 */
export function advancedCalendar(calendar: CycleCalendar, day: string): CycleCalendar | AdvanceRefusal {
  const { open, phase, next } = phaseAt(calendar, day)
  const target = phase ? CYCLE_PHASES[CYCLE_PHASES.indexOf(phase) + 1] : next?.phase
  if (!target) return 'no-next'
  const yesterday = dayBefore(day)
  const moved: CycleCalendar = { ...calendar }
  for (const p of open) {
    if (calendar[p].start > yesterday) return 'started-today'
    moved[p] = { start: calendar[p].start, end: yesterday }
  }
  moved[target] = { start: day, end: calendar[target].end < day ? day : calendar[target].end }
  return moved
}
