import { eq, sql } from 'drizzle-orm'
import { accountabilityOf, accountabilityYears, impactOf, phaseOf, type FollowUpRow } from '@domain/accountability'
import { finishedPhase } from '@domain/milestones'
import { mediaUrl } from '@worker/images'
import type { Db } from '../client'
import { budgetHeadings, budgetYears } from '../schema'
import { readSystemConfig } from './system-config'

interface SelectedRow extends FollowUpRow {
  title: string
  approvedAt: number | null
  executedAt: number | null
  photoThumb: string | null
}

/**
 * Every selected proposal (prioritised or executed) with its budget year and where its works stand.
 * The year is the cycle it was presented in (docs/decisions/0058), which a selection's year always is;
 * migration 0024 gave earlier rows the year their selection or their prioritisation had. Progress and phase are
 * the newest milestone's; an executed proposal without milestones counts as finished (its phase is
 * the council's last one, see `withFinishedPhase`).
 * The one query behind /seguimiento, its open data, the feed's figures, the home card and 'Proyectos Ejecutados'.
 */
async function selectedProposals(db: Db): Promise<SelectedRow[]> {
  return db.all<SelectedRow>(sql`
    WITH latest AS (
      SELECT m.proposal_id, m.phase, m.progress,
             row_number() OVER (PARTITION BY m.proposal_id ORDER BY m.date DESC, m.id DESC) AS n
        FROM milestones m
    )
    SELECT p.id, p.title, p.district, p.status, p.estimated_cost AS estimatedCost, p.awarded_cost AS awardedCost,
           p.final_cost AS finalCost, p.approved_at AS approvedAt, p.executed_at AS executedAt, p.photo_thumb AS photoThumb,
           p.cycle_year AS year,
           CASE WHEN l.progress IS NOT NULL THEN l.progress WHEN p.status = 'executed' THEN 100 END AS progress,
           l.phase AS phase
      FROM proposals p
      LEFT JOIN latest l ON l.proposal_id = p.id AND l.n = 1
     WHERE p.status IN ('approved', 'executed') AND coalesce(p.approved_at, p.executed_at) IS NOT NULL
     ORDER BY p.district, p.approved_at, p.id`)
}

/** An executed proposal without milestones stands in the council's last phase. */
const withFinishedPhase = (rows: SelectedRow[], phases: readonly string[]) =>
  rows.map((r) => (r.phase === null && r.status === 'executed' ? { ...r, phase: finishedPhase(phases) } : r))

/** A selected proposal as the public reads it in the accountability. */
const selectedJson = (r: SelectedRow) => ({
  id: r.id,
  title: r.title,
  district: r.district,
  status: r.status,
  estimatedCost: r.estimatedCost,
  awardedCost: r.awardedCost,
  finalCost: r.finalCost,
  progress: r.progress,
  phase: r.phase,
  approvedAt: r.approvedAt === null ? null : new Date(r.approvedAt).toISOString(),
  executedAt: r.executedAt === null ? null : new Date(r.executedAt).toISOString(),
  photoThumb: mediaUrl(r.photoThumb),
})

/** Which of a year's selected proposals an answer carries (GET /api/accountability's parameters). */
interface AccountabilityPage {
  district?: string
  phase?: string
  /** At most this many of those the district and phase leave. */
  limit?: number
  /** At most this many of each district's. */
  perDistrict?: number
}

/** At most `n` of each district's rows, in their order. */
function firstOfEachDistrict<R extends { district: string }>(rows: R[], n: number) {
  const taken = new Map<string, number>()
  return rows.filter((r) => {
    const k = taken.get(r.district) ?? 0
    taken.set(r.district, k + 1)
    return k < n
  })
}

/**
 * GET /api/accountability: one year's figures per heading and its selected proposals, plus the years
 * there are. The figures are always the whole year's; `page` narrows only the proposals sent, and
 * `matching` counts those the district and phase leave (before `limit` and `perDistrict`).
 */
export async function readAccountability(db: Db, year: number, page: AccountabilityPage = {}) {
  const [selected, headings, years, { milestonePhases }] = await Promise.all([
    selectedProposals(db),
    db.select().from(budgetHeadings).where(eq(budgetHeadings.year, year)),
    db.select({ year: budgetYears.year }).from(budgetYears),
    readSystemConfig(db),
  ])
  const rows = withFinishedPhase(selected, milestonePhases)
  const amounts = new Map(headings.map((h) => [h.district, h.amount]))
  const matching = rows.filter(
    (r) => r.year === year && (!page.district || r.district === page.district) && (!page.phase || phaseOf(r) === page.phase),
  )
  const sent = firstOfEachDistrict(matching.slice(0, page.limit), page.perDistrict ?? Number.POSITIVE_INFINITY)
  return {
    ...accountabilityOf(rows, year, amounts, milestonePhases),
    years: accountabilityYears(
      rows,
      years.map((y) => y.year),
    ),
    proposals: sent.map(selectedJson),
    matching: matching.length,
  }
}

/** Every year's accountability, for the open data. */
export async function everyAccountability(db: Db) {
  const [selected, headings, years, { milestonePhases }] = await Promise.all([
    selectedProposals(db),
    db.select().from(budgetHeadings),
    db.select({ year: budgetYears.year }).from(budgetYears),
    readSystemConfig(db),
  ])
  const rows = withFinishedPhase(selected, milestonePhases)
  return accountabilityYears(
    rows,
    years.map((y) => y.year),
  ).map((year) => ({
    ...accountabilityOf(rows, year, new Map(headings.filter((h) => h.year === year).map((h) => [h.district, h.amount])), milestonePhases),
    proposals: rows.filter((r) => r.year === year).map(selectedJson),
  }))
}

/**
 * The selected proposals of one year, with their heading and estimated cost: the money committed in
 * each heading. GET /api/budget's `selected` and the selection's money left are read from these, so the
 * budget and the accountability can never count a prioritised proposal differently (decision 0045).
 */
export const committedIn = async (db: Db, year: number) => (await selectedProposals(db)).filter((r) => r.year === year)

/** GET /api/accountability/impact: the executed projects, every year together. */
export const readImpact = async (db: Db) => impactOf(await selectedProposals(db))
