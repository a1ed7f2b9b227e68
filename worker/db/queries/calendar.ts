import { eq } from 'drizzle-orm'
import { CYCLE_PHASES, flatCalendar, nestedCalendar, type CycleCalendar } from '@domain/cycle-calendar'
import type { Db } from '../client'
import { budgetCalendars, systemConfig } from '../schema'
import { audit, changedFields } from './audit'

/** A year's calendar, or null when the council has not set one (then the voting switch alone decides, as before). */
export async function readCalendar(db: Db, year: number): Promise<CycleCalendar | null> {
  const row = await db.query.budgetCalendars.findFirst({ where: eq(budgetCalendars.year, year) })
  if (!row) return null
  const { year: _, updatedAt: __, ...flat } = row
  return nestedCalendar(flat)
}

/** What the history keeps of a calendar: each phase's days, by the phase's name ('2026-10-01 – 2026-12-15'). */
const snapshot = (calendar: CycleCalendar | null) =>
  Object.fromEntries(
    CYCLE_PHASES.map((p) => [p === 'assessment' ? 'assessmentPhase' : p, calendar ? `${calendar[p].start} – ${calendar[p].end}` : null]),
  )

/**
 * Sets a year's calendar, with its history row, in one batch; the system row's moment of change moves
 * too, so the public pages drawn from the old calendar are drawn again. For the year in course the
 * submission deadline every page states becomes the last day of presentation. A change of nothing writes nothing.
 */
export async function writeCalendar(db: Db, year: number, calendar: CycleCalendar, adminId: number, currentYear: number) {
  const before = await readCalendar(db, year)
  const change = changedFields(Object.keys(snapshot(calendar)), snapshot(before), snapshot(calendar))
  if (!change) return calendar
  const values = { year, ...flatCalendar(calendar), updatedAt: new Date() }
  const config = {
    id: 1,
    lastUpdated: new Date(),
    updatedBy: adminId,
    ...(year === currentYear ? { submissionDeadline: calendar.presentation.end } : {}),
  }
  await db.batch([
    db.insert(budgetCalendars).values(values).onConflictDoUpdate({ target: budgetCalendars.year, set: values }),
    db.insert(systemConfig).values(config).onConflictDoUpdate({ target: systemConfig.id, set: config }),
    audit(db, { adminId, action: 'config.calendar', targetType: 'config', targetId: year, ...change }),
  ])
  return calendar
}
