import { and, eq, isNotNull } from 'drizzle-orm'
import type { Heading } from '@domain/budget'
import type { Candidate } from '@domain/budget-selection'
import type { Db } from '../client'
import { inList } from '../id-list'
import { committedIn } from './accountability'
import { budgetHeadings, budgetSelections, proposals, voteReceipts } from '../schema'

/** The published seed of a heading's lot: anyone can draw the same lot again from it. */
export const lotSeed = (year: number, district: Heading) => `presupuestos-participativos/${year}/${district}`

/**
 * A heading's election in a year: its money, its candidates (listed by submission) and one approval
 * ballot per person who supported any of them. Before confirmation the candidates are the heading's
 * pending, feasible proposals with a cost presented in that year's cycle; after it, the ones the confirmed selection chose among.
 */
export async function readElection(db: Db, year: number, district: Heading) {
  const [heading, confirmed] = await Promise.all([
    db.query.budgetHeadings.findFirst({ where: and(eq(budgetHeadings.year, year), eq(budgetHeadings.district, district)) }),
    db.query.budgetSelections.findFirst({ where: and(eq(budgetSelections.year, year), eq(budgetSelections.district, district)) }),
  ])
  const open = and(
    eq(proposals.cycleYear, year),
    eq(proposals.district, district),
    eq(proposals.feasibility, 'feasible'),
    eq(proposals.status, 'pending'),
  )
  const rows = await db
    .select({ id: proposals.id, title: proposals.title, estimatedCost: proposals.estimatedCost })
    .from(proposals)
    .where(and(isNotNull(proposals.estimatedCost), confirmed ? inList(proposals.id, confirmed.candidates) : open))
    .orderBy(proposals.createdAt, proposals.id)
  const candidates: Candidate[] = rows.map((r) => ({ id: r.id, title: r.title, estimatedCost: r.estimatedCost ?? 0 }))
  const own = new Set(candidates.map((c) => c.id))
  // Money already committed in the heading by proposals prioritised outside this selection (a status
  // change): the rule distributes only what is left, so the budget never promises a euro twice.
  const committed = (await committedIn(db, year))
    .filter((r) => r.district === district && !own.has(r.id))
    .reduce((sum, r) => sum + (r.estimatedCost ?? 0), 0)
  const headingAmount = heading?.amount ?? 0
  return {
    /** The money this selection distributes: the heading's amount less what was committed outside it. */
    amount: Math.max(0, headingAmount - committed),
    headingAmount,
    committed,
    candidates,
    ballots: await ballotsOf(db, candidates),
    confirmed: confirmed ?? null,
  }
}

/** The votes as approval ballots: one per person (voter_hash), with the candidates they supported. */
async function ballotsOf(db: Db, candidates: readonly Candidate[]) {
  if (!candidates.length) return []
  const byVoter = new Map<string, number[]>()
  const rows = await db
    .select({ voter: voteReceipts.voterHash, id: voteReceipts.proposalId })
    .from(voteReceipts)
    .where(
      inList(
        voteReceipts.proposalId,
        candidates.map((c) => c.id),
      ),
    )
  for (const r of rows) {
    const ballot = byVoter.get(r.voter)
    if (ballot) ballot.push(r.id)
    else byVoter.set(r.voter, [r.id])
  }
  return [...byVoter.values()]
}
