import { and, eq } from 'drizzle-orm'
import type { Heading, SelectionRule } from '@domain/budget'
import { previewSelection, type BoardChanges } from '@domain/budget-selection'
import { WorkLimitReached } from '@domain/selection'
import { BUDGET_TEXTS } from '@copy'
import type { Db } from './db/client'
import { isUniqueViolation } from './db/client'
import { inList } from './db/id-list'
import { audit, auditEach } from './db/queries/audit'
import { lotSeed, readElection } from './db/queries/selection'
import { budgetSelections, budgetYears, proposals } from './db/schema'
import { AppError } from './errors'
import { isLargeHeading, keptPreview } from './selection-jobs/heading-preview'
import { outcomeEvents } from './notices/outcome-events'
import { candidateOutcome, type SelectionRecord } from '@domain/outcome'

type Election = Awaited<ReturnType<typeof readElection>>

/** The preview of a heading under a rule and the board's changes, or the Spanish reason there is none. */
export function previewOrRefuse(
  election: Election,
  year: number,
  district: Heading,
  rule: SelectionRule,
  comparison: boolean,
  changes: BoardChanges,
) {
  if (!election.candidates.length) throw new AppError('CONFLICT', BUDGET_TEXTS.nothingAssessed(district))
  if (election.amount <= 0)
    throw new AppError('CONFLICT', election.committed > 0 ? BUDGET_TEXTS.allCommitted(district) : BUDGET_TEXTS.noMoney(district))
  const known = new Map(election.candidates.map((c) => [c.id, c]))
  for (const id of [...changes.excluded, ...changes.included]) {
    const message = BUDGET_TEXTS.changeNotCandidate(id)
    if (!known.has(id)) throw new AppError('VALIDATION', message, { fields: { changes: message } })
  }
  const reserved = changes.included.reduce((sum, id) => sum + (known.get(id)?.estimatedCost ?? 0), 0)
  if (reserved > election.amount)
    throw new AppError('VALIDATION', BUDGET_TEXTS.includedOverAmount, { fields: { included: BUDGET_TEXTS.includedOverAmount } })
  try {
    return previewSelection({ ...election, rule, comparison, changes, seed: lotSeed(year, district) })
  } catch (err) {
    // A rule cut short has no outcome: nothing is shown, so nothing can be confirmed either.
    if (err instanceof WorkLimitReached) throw new AppError('SELECTION_TOO_LARGE', BUDGET_TEXTS.selectionTooLarge(district))
    throw err
  }
}

interface Reasoned {
  id: number
  reason: string
}

/**
 * Confirms a heading's selection in one D1 batch: the selection's row (whose primary key makes a
 * second or a simultaneous confirmation of the heading fail whole), the approved proposals, the
 * cycle's rule, the history and the notices of every candidate's outcome to its followers. Answers
 * what was approved and the notices to hand to the queue once committed.
 */
export async function confirmSelection(
  db: Db,
  input: { year: number; district: Heading; rule: SelectionRule; comparison: boolean; excluded: Reasoned[]; included: Reasoned[] },
  adminId: number,
  requestUrl: string,
) {
  const { year, district, rule, comparison } = input
  const election = await readElection(db, year, district)
  if (election.confirmed) throw new AppError('CONFLICT', BUDGET_TEXTS.alreadyConfirmed)
  const changes = { excluded: input.excluded.map((e) => e.id), included: input.included.map((e) => e.id) }
  // A large heading's selection was computed in the queue (decision 0055): what is approved is that kept preview.
  const result = isLargeHeading(election)
    ? await keptPreview(db, election, { year, district, rule, comparison, changes })
    : previewOrRefuse(election, year, district, rule, comparison, changes)
  const approvedAt = new Date()
  const reasons = [
    ...input.excluded.map((e) => ({ ...e, kind: 'excluded' as const })),
    ...input.included.map((e) => ({ ...e, kind: 'included' as const })),
  ]
  const { selected: _, other: __, ...preview } = result
  const record: SelectionRecord = { ...preview, headingAmount: election.headingAmount, committed: election.committed }
  const outcomes = election.candidates.map((c) =>
    candidateOutcome({ year, district, approved: result.selected, changes: reasons }, record, c.id),
  )
  // A selected candidate hears its new status ('Priorizada'); the others, what left them out.
  const notices = outcomeEvents(
    db,
    outcomes.map((o, i) => ({ proposalId: election.candidates[i].id, kind: o.kind === 'selected' ? 'approved' : o.kind })),
    requestUrl,
  )
  try {
    await db.batch([
      db.insert(budgetSelections).values({
        year,
        district,
        rule,
        comparison,
        candidates: election.candidates.map((p) => p.id),
        approved: result.selected,
        changes: reasons,
        record,
        adminId,
      }),
      db
        .update(proposals)
        .set({ status: 'approved', approvedAt, executedAt: null, rejectedAt: null })
        .where(and(inList(proposals.id, result.selected), eq(proposals.status, 'pending'))),
      db.update(budgetYears).set({ rule, comparison }).where(eq(budgetYears.year, year)),
      audit(db, {
        adminId,
        action: 'budget.selection',
        targetType: 'budget',
        targetId: year,
        after: {
          district,
          rule,
          comparison,
          approved: result.selected,
          excluded: input.excluded,
          included: input.included,
          // The candidates left out for lack of money (the acta says how much each lacked).
          notSelected: election.candidates.filter((_, i) => outcomes[i].kind === 'not-selected').map((c) => c.id),
        },
      }),
      auditEach(db, {
        adminId,
        action: 'proposal.status',
        targetType: 'proposal',
        targetIds: result.selected,
        before: { status: 'pending', approvedAt: null },
        after: { status: 'approved', approvedAt: approvedAt.toISOString() },
      }),
      ...notices.statements,
    ])
  } catch (err) {
    // The primary key of the selection: another administrator confirmed this heading a moment ago.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', BUDGET_TEXTS.alreadyConfirmed)
    throw err
  }
  return { approved: result.selected, remaining: result.remaining, notices }
}
