import { sql } from 'drizzle-orm'
import { cityDay } from '@domain/city-day'
import { longDay } from '@copy/dates'
import { advancedCalendar, phaseAt, type CycleCalendar, type CyclePhase, type PhaseState } from '@domain/cycle-calendar'
import { CYCLE_REFUSALS, CYCLE_TEXTS, SERVER_TEXTS } from '@copy'
import type { Db } from './db/client'
import { readCalendar, writeCalendar } from './db/queries/calendar'
import { readSystemConfig } from './db/queries/system-config'
import { budgetSelections, type ProposalRow } from './db/schema'
import { AppError } from './errors'

/**
 * Where the cycle in course stands today (docs/decisions/0058): its calendar and the phase of the day,
 * read from the dates, never from a stored flag. Without a calendar (a council that never set one) the
 * voting switch decides presentation and support together, as before the calendar existed.
 */
async function cycleNow(db: Db, day = cityDay()) {
  const config = await readSystemConfig(db)
  const calendar = await readCalendar(db, config.budgetYear)
  const state: PhaseState | null = calendar ? phaseAt(calendar, day) : null
  /** A phase open today by its dates; presentation and support also need the council's switch on. */
  const isOpen = (phase: CyclePhase) => {
    const byDates = state ? state.open.includes(phase) : phase === 'presentation' || phase === 'support'
    return phase === 'presentation' || phase === 'support' ? byDates && config.votingEnabled : byDates
  }
  return { config, calendar, state, day, isOpen }
}

/** The phase of the moment as the refusals name it: 'Evaluación técnica', or 'ninguna fase'. */
const nowWords = (state: PhaseState | null) => (state?.phase ? CYCLE_TEXTS.phases[state.phase] : CYCLE_TEXTS.noPhase)

/**
 * Refuses (403, nothing written) what belongs to presentation or support while that phase is not open,
 * today or on the `day` given (a table's ballot is judged on the day it was taken, not uploaded).
 */
export async function assertPhase(db: Db, phase: 'presentation' | 'support', day = cityDay()) {
  const cycle = await cycleNow(db, day)
  if (cycle.isOpen(phase)) return cycle
  // The council's switch off says what it always said; a phase closed by its dates says which phase it is.
  if (!cycle.config.votingEnabled)
    throw new AppError('VOTING_DISABLED', phase === 'presentation' ? SERVER_TEXTS.submissionsClosed : undefined)
  const message = phase === 'presentation' ? CYCLE_REFUSALS.presentationClosed : CYCLE_REFUSALS.supportClosed
  throw new AppError('VOTING_DISABLED', message(nowWords(cycle.state)))
}

/**
 * A proposal registered from another channel was presented on the day it was received: that day must lie
 * within the presentation of the cycle in course, whatever today is (a coupon posted in time is entered
 * later). Answers the cycle it belongs to.
 */
export async function assertPresentedOn(db: Db, received: string) {
  const { config, calendar } = await cycleNow(db)
  const { start, end } = calendar?.presentation ?? { start: received, end: received }
  if (received < start || received > end) {
    const message = CYCLE_REFUSALS.receivedOutside(longDay(start), longDay(end))
    throw new AppError('VALIDATION', message, { fields: { receivedAt: message } })
  }
  return config.budgetYear
}

/**
 * Which of the proposals a confirmed selection of their heading, in their cycle, chose among: then their
 * votes and their assessment are final. The candidates decide, not the heading alone, so that a proposal
 * the election never held (not yet assessed then) is not frozen by a decision it had no part in. One
 * query whatever the number of proposals (a staff ballot names up to 500), the list as one JSON parameter.
 */
async function heldByConfirmedSelections(db: Db, list: readonly ProposalRow[]) {
  if (!list.length) return new Set<number>()
  const fallback = list.some((p) => p.cycleYear == null) ? (await readSystemConfig(db)).budgetYear : 0
  const items = JSON.stringify(list.map((p) => ({ id: p.id, year: p.cycleYear ?? fallback, district: p.district })))
  const rows = await db.all<{ id: number }>(
    sql`SELECT json_extract(p.value, '$.id') AS id FROM json_each(${items}) p
         WHERE EXISTS (SELECT 1 FROM ${budgetSelections} s, json_each(s.candidates) j
                        WHERE s.year = json_extract(p.value, '$.year') AND s.district = json_extract(p.value, '$.district')
                          AND j.value = json_extract(p.value, '$.id'))`,
  )
  return new Set(rows.map((r) => r.id))
}

/**
 * Every vote, on every channel (web, census without an account, staff on paper or at a table): only
 * while support is open (otherwise the whole request is refused), only for a proposal still pending and
 * presented in the cycle in course, never for one assessed unfeasible or one a confirmed selection of
 * its heading chose among. Answers each refused proposal's refusal; a fixed number of queries whatever
 * the number of proposals. `day`: the day the vote was cast, when it is judged later (a table's ballot
 * taken offline).
 */
export async function voteRefusals(db: Db, list: readonly ProposalRow[], day?: string) {
  const { config } = await assertPhase(db, 'support', day)
  const held = await heldByConfirmedSelections(db, list)
  const refusals = new Map<number, AppError>()
  for (const proposal of list) {
    if (proposal.status !== 'pending') refusals.set(proposal.id, new AppError('VOTING_DISABLED', SERVER_TEXTS.votingNotPending))
    else if (proposal.feasibility === 'unfeasible') refusals.set(proposal.id, new AppError('VOTING_DISABLED', CYCLE_REFUSALS.unfeasible))
    else if (held.has(proposal.id)) refusals.set(proposal.id, new AppError('VOTING_DISABLED', CYCLE_REFUSALS.headingConfirmed))
    // The support open now is this cycle's: a proposal of an earlier one had its own support and is decided there.
    else if (proposal.cycleYear != null && proposal.cycleYear !== config.budgetYear)
      refusals.set(proposal.id, new AppError('VOTING_DISABLED', CYCLE_REFUSALS.otherCycle(proposal.cycleYear)))
  }
  return refusals
}

/**
 * One proposal's vote: refused (403, nothing written) unless voteRefusals finds nothing against it.
 * Answers the refusals it judged (none), for a caller that must not judge them twice (castCensusVotes).
 */
export async function assertVotable(db: Db, proposal: ProposalRow) {
  const refusals = await voteRefusals(db, [proposal])
  const refusal = refusals.get(proposal.id)
  if (refusal) throw refusal
  return refusals
}

/** A selection is confirmed only once support has closed for the year (by its dates, or the switch without a calendar). */
export async function assertSupportOver(db: Db) {
  const cycle = await cycleNow(db)
  const notOver = cycle.calendar ? cycle.calendar.support.end >= cycle.day : cycle.config.votingEnabled
  if (!notOver) return
  const until = cycle.calendar ? longDay(cycle.calendar.support.end) : CYCLE_TEXTS.noPhase
  throw new AppError('CONFLICT', CYCLE_REFUSALS.confirmDuringSupport(until))
}

/** An assessment stays editable until its heading's selection is confirmed. */
export async function assertAssessable(db: Db, proposal: ProposalRow) {
  if ((await heldByConfirmedSelections(db, [proposal])).has(proposal.id)) throw new AppError('CONFLICT', CYCLE_REFUSALS.assessmentLocked)
}

/**
 * 'Pasar a la siguiente fase': the dates move (the open phases end yesterday, the next starts today),
 * recorded in the history. `from` is the phase the council saw: a stale page or a second click moves nothing.
 */
export async function advancePhase(db: Db, year: number, from: CyclePhase | null, adminId: number): Promise<CycleCalendar> {
  const day = cityDay()
  const calendar = await readCalendar(db, year)
  const state = calendar ? phaseAt(calendar, day) : null
  if (!calendar || !state || state.phase !== from) throw new AppError('CONFLICT', CYCLE_TEXTS.advanceStale)
  const moved = advancedCalendar(calendar, day)
  if (moved === 'no-next') throw new AppError('CONFLICT', CYCLE_REFUSALS.advanceNoNext)
  if (moved === 'started-today') throw new AppError('CONFLICT', CYCLE_REFUSALS.advanceStartedToday)
  return writeCalendar(db, year, moved, adminId, (await readSystemConfig(db)).budgetYear)
}

/**
 * GET /api/system-config's account of the year (fields added beside §7's): the calendar, the phases open
 * today, the phase of the moment with its last day, the next one with its first, and whether proposals
 * and votes are taken now (dates and the switch together).
 */
export async function cycleFacts(db: Db) {
  const { calendar, state, config, isOpen } = await cycleNow(db)
  const open = state ? state.open : config.votingEnabled ? (['presentation', 'support'] as CyclePhase[]) : []
  return {
    calendar,
    openPhases: open,
    phase: state ? state.phase : (open.at(-1) ?? null),
    phaseUntil: state?.until ?? null,
    nextPhase: state?.next ?? null,
    presentationOpen: isOpen('presentation'),
    supportOpen: isOpen('support'),
  }
}
