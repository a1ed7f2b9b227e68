/**
 * The execution of an approved proposal, step by step: the phases the council publishes, in their
 * order, and the rules a milestone follows whoever writes it (the admin form and the Worker).
 * The council edits the phases in 'Configuración'; these are the ones it starts with.
 */
export const DEFAULT_MILESTONE_PHASES: readonly string[] = [
  'En redacción del proyecto',
  'En licitación',
  'Adjudicada',
  'En obras',
  'Finalizada',
]
/** The phase of a selected proposal with no milestone published yet: the accountability's own, never the council's. */
export const NOT_STARTED = 'Sin iniciar'
export const MAX_PHASES = 12
export const MAX_PHASE_NAME = 60

/** Where an executed proposal stands when no milestone says otherwise (executed before milestones existed): the last phase. */
export const finishedPhase = (phases: readonly string[]) => phases[phases.length - 1]

export const MAX_MILESTONE_TEXT = 2000
export const MAX_MILESTONE_REASON = 500
/** No municipal work costs more than this: a cost above it is a typo (an extra zero or two), not a figure. */
export const MAX_COST = 1_000_000_000

interface Dated {
  id: number
  date: string
  progress: number
}

/** Milestones in the order the public reads them: newest day first, and for one day the later entry first. */
export const newestFirst = <M extends Dated>(list: readonly M[]) =>
  [...list].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))

/**
 * The progress a milestone on `date` must not fall below unless a reason is given: the highest
 * progress already published on that day or before it (the milestone being edited aside).
 */
export function progressFloor(list: readonly Dated[], date: string, exceptId?: number): number {
  return list.filter((m) => m.id !== exceptId && m.date <= date).reduce((floor, m) => Math.max(floor, m.progress), 0)
}

/**
 * The days a milestone may carry: not before the proposal was approved, and not after the city's
 * today. A milestone tells what has happened; one dated ahead would show as done on the proposal,
 * `/seguimiento` and the feed before it is.
 */
export function milestoneDayRange(approvedAt: string, today: string) {
  return { min: approvedAt.slice(0, 10), max: today }
}
