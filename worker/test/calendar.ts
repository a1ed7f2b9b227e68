import { env } from 'cloudflare:workers'
import { DEFAULT_BUDGET_YEAR } from '@domain/constants'
import { cityDay } from '@domain/city-day'
import { CYCLE_PHASES, type CycleCalendar, type CyclePhase } from '@domain/cycle-calendar'

const shifted = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * A calendar in which `phase` is open today (30 days each side), the phases before it over and those
 * after it ahead, a month each; presentation runs with support, as the spec's default.
 */
export function calendarOpenAt(phase: CyclePhase, day = cityDay()): CycleCalendar {
  const at = Math.max(1, CYCLE_PHASES.indexOf(phase))
  const calendar = {} as CycleCalendar
  for (const [i, p] of CYCLE_PHASES.entries()) {
    const k = Math.max(1, i) - at
    calendar[p] = { start: shifted(day, k * 61 - 30), end: shifted(day, k * 61 + 30) }
  }
  // Presentation runs alongside support; when presentation alone is asked for, support starts after it.
  // Support open: presentation alongside, from the start of the year before (coupons received any day of
  // it are registered, as the tests written before the calendar expect).
  if (phase === 'support') calendar.presentation = calendar.support = { start: '2025-01-01', end: calendar.support.end }
  if (phase === 'presentation') {
    calendar.presentation = { start: shifted(day, -30), end: day }
    calendar.support = { start: shifted(day, 1), end: shifted(day, 30) }
  }
  return calendar
}

/** Writes a year's calendar as the council's form would have stored it (no history: a test's starting point). */
export async function setCalendar(calendar: CycleCalendar, year = DEFAULT_BUDGET_YEAR) {
  const columns = CYCLE_PHASES.flatMap((p) => [`${p}_start`, `${p}_end`])
  const values = CYCLE_PHASES.flatMap((p) => [calendar[p].start, calendar[p].end])
  await env.DB.prepare(
    `INSERT OR REPLACE INTO budget_calendars (year, ${columns.join(', ')}) VALUES (?, ${columns.map(() => '?').join(', ')})`,
  )
    .bind(year, ...values)
    .run()
}
