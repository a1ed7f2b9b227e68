import { and, eq, or, sql } from 'drizzle-orm'
import type { Heading } from '@domain/budget'
import { previewSelection } from '@domain/budget-selection'
import { candidateOutcome, type ProposalOutcome, type SelectionRecord } from '@domain/outcome'
import type { Db } from '../client'
import { budgetSelections } from '../schema'
import { lotSeed, readElection } from './selection'

type SelectionRow = typeof budgetSelections.$inferSelect

/** Ids sent to D1 as one JSON parameter; a longer list reads every confirmed candidate instead. */
const ID_PARAMETER_LIMIT = 1000

/**
 * What a confirmed selection recorded; one confirmed before the record was kept (migration 0028) is
 * computed again from its candidates, its rule and the board's recorded changes.
 */
export async function selectionRecord(db: Db, row: SelectionRow): Promise<SelectionRecord> {
  if (row.record) return row.record
  const election = await readElection(db, row.year, row.district as Heading)
  const changes = {
    excluded: row.changes.filter((c) => c.kind === 'excluded').map((c) => c.id),
    included: row.changes.filter((c) => c.kind === 'included').map((c) => c.id),
  }
  const {
    selected: _,
    other: __,
    ...preview
  } = previewSelection({
    ...election,
    rule: row.rule,
    comparison: row.comparison,
    changes,
    seed: lotSeed(row.year, row.district as Heading),
  })
  return { ...preview, headingAmount: election.headingAmount, committed: election.committed }
}

/**
 * The outcome of each of `ids` whose heading's selection is confirmed: the candidates' from the
 * selection that chose among them (the latest, if a proposal stood in two), an unfeasible proposal's
 * from the confirmed heading of its district in the cycle it was presented in (cycle_year). Three reads whatever the number of ids.
 */
export async function outcomesOf(db: Db, ids: readonly number[]): Promise<Map<number, ProposalOutcome>> {
  const found = new Map<number, ProposalOutcome>()
  if (!ids.length) return found
  // A page's ids go in one JSON parameter; the whole list (100,000 ids at city scale) would make that
  // parameter megabytes: then every confirmed candidate is read and the answer keeps the ones asked for.
  const asked = ids.length <= ID_PARAMETER_LIMIT ? sql`IN (SELECT value FROM json_each(${JSON.stringify(ids)}))` : sql`IS NOT NULL`
  const wanted = new Set(ids)
  const [candidates, unfeasible] = await Promise.all([
    db.all<{ id: number; year: number; district: string }>(
      sql`SELECT CAST(j.value AS INTEGER) AS id, s.year, s.district
            FROM budget_selections s, json_each(s.candidates) j
           WHERE j.value ${asked}
           ORDER BY s.year`,
    ),
    db.all<{ id: number; year: number; district: string; reason: string | null }>(
      sql`SELECT p.id, s.year, s.district, p.assessment AS reason
            FROM proposals p JOIN budget_selections s ON s.district = p.district AND s.year = p.cycle_year
           WHERE p.id ${asked} AND p.feasibility = 'unfeasible'`,
    ),
  ])
  for (const u of unfeasible.filter((r) => wanted.has(r.id)))
    found.set(u.id, { year: u.year, district: u.district as Heading, kind: 'unfeasible', reason: u.reason, shortfall: null })
  const mine = candidates.filter((r) => wanted.has(r.id))
  if (!mine.length) return found
  const headings = [...new Map(mine.map((c) => [`${c.year}/${c.district}`, c])).values()]
  const selections = await db
    .select()
    .from(budgetSelections)
    .where(or(...headings.map((h) => and(eq(budgetSelections.year, h.year), eq(budgetSelections.district, h.district)))))
  const records = new Map(
    await Promise.all(selections.map(async (s) => [`${s.year}/${s.district}`, { row: s, record: await selectionRecord(db, s) }] as const)),
  )
  for (const c of mine) {
    const s = records.get(`${c.year}/${c.district}`)
    if (s) found.set(c.id, candidateOutcome(s.row, s.record, c.id))
  }
  return found
}
