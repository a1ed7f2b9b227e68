/**
 * The accessibility statement's complaints and requests channel (Real Decreto 1112/2018, arts. 10–13):
 * what a person may send, and the term the council has to answer it.
 */
export const ACCESSIBILITY_REQUEST_KINDS = ['complaint', 'accessible-version'] as const
export type AccessibilityRequestKind = (typeof ACCESSIBILITY_REQUEST_KINDS)[number]

export const MIN_ACCESSIBILITY_MESSAGE = 10
export const MAX_ACCESSIBILITY_MESSAGE = 4000
export const MAX_ACCESSIBILITY_PAGE = 500
export const MAX_ACCESSIBILITY_ANSWER = 4000

/** The day this statement was first prepared (the model's 'Preparación de la presente declaración'). */
export const STATEMENT_PREPARED_ON = '2026-11-24'

/** RD 1112/2018 art. 12: the answer is due within twenty working days of the request. */
export const ANSWER_WORKING_DAYS = 20

/**
 * The national holidays with a fixed date (Estatuto de los Trabajadores art. 37.2 and the yearly BOE
 * calendar). Regional and local holidays and Easter move from year to year and city to city; the council's
 * officers see the day computed and may answer earlier, never later.
 */
const FIXED_HOLIDAYS = new Set(['01-01', '01-06', '05-01', '08-15', '10-12', '11-01', '12-06', '12-08', '12-25'])

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** Whether a calendar day (UTC) counts: Monday to Friday and not a fixed national holiday (Ley 39/2015 art. 30.2). */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !FIXED_HOLIDAYS.has(day.slice(5))
}

/** The last day of a term of `days` working days that starts the day after `from` (YYYY-MM-DD). */
export function addWorkingDays(from: string, days: number): string {
  const date = new Date(`${from}T00:00:00Z`)
  let left = days
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1)
    if (isWorkingDay(isoDay(date))) left--
  }
  return isoDay(date)
}

/** What the person and the officers quote: 'ACC-2026-00042', from the request's year and number. */
export const accessibilityReference = (id: number, createdAt: Date) => `ACC-${createdAt.getUTCFullYear()}-${String(id).padStart(5, '0')}`

/** Working days left until the due day (negative once it has passed), counted from `today`. */
export function workingDaysLeft(today: string, due: string): number {
  if (today === due) return 0
  const forward = today < due
  const [start, end] = forward ? [today, due] : [due, today]
  const date = new Date(`${start}T00:00:00Z`)
  let count = 0
  while (isoDay(date) < end) {
    date.setUTCDate(date.getUTCDate() + 1)
    if (isWorkingDay(isoDay(date))) count++
  }
  return forward ? count : -count
}
