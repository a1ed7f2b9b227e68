import { eq, sql } from 'drizzle-orm'
import { BUDGET_SHARE_PERCENT } from '@domain/constants'
import { HEADINGS, shareOf, type Heading } from '@domain/budget'
import type { Budget } from '@schemas'
import type { Db } from '../client'
import { inList } from '../id-list'
import { budgetHeadings, budgetSelections, budgetYears, proposals } from '../schema'
import { committedIn } from './accountability'
import { audit, changedFields } from './audit'

/**
 * What the selected proposals of each heading of a year cost: every prioritised or executed proposal
 * of that year (a confirmed selection's or one prioritised by a status change), at its estimated cost.
 * The same proposals the accountability counts, from the same query.
 */
async function selectedCosts(db: Db, year: number) {
  const costs = new Map<string, number>()
  for (const r of await committedIn(db, year)) costs.set(r.district, (costs.get(r.district) ?? 0) + (r.estimatedCost ?? 0))
  return costs
}

/** The confirmed selections of a year, with the board's changes and their public reasons. */
async function selections(db: Db, year: number) {
  const rows = await db.select().from(budgetSelections).where(eq(budgetSelections.year, year))
  const ids = rows.flatMap((r) => r.changes.map((c) => c.id))
  const titles = ids.length
    ? new Map(
        (await db.select({ id: proposals.id, title: proposals.title }).from(proposals).where(inList(proposals.id, ids))).map((p) => [
          p.id,
          p.title,
        ]),
      )
    : new Map<number, string>()
  return new Map(
    rows.map((r) => [
      r.district,
      {
        rule: r.rule,
        confirmedAt: r.confirmedAt.toISOString(),
        approved: r.approved,
        changes: r.changes.map((c) => ({ ...c, title: titles.get(c.id) ?? null })),
      },
    ]),
  )
}

export function findBudgetYear(db: Db, year: number) {
  return db.query.budgetYears.findFirst({ where: eq(budgetYears.year, year) })
}

/**
 * A year's money as the public reads it (GET /api/budget): the share to distribute, each heading's
 * amount, what its selected proposals cost and what is left. A year nobody has set reads as zeros.
 */
export async function readBudget(db: Db, year: number) {
  const [row, headingRows, costs, confirmed] = await Promise.all([
    findBudgetYear(db, year),
    db.select().from(budgetHeadings).where(eq(budgetHeadings.year, year)),
    selectedCosts(db, year),
    selections(db, year),
  ])
  const amounts = new Map(headingRows.map((h) => [h.district, h.amount]))
  const investmentBudget = row?.investmentBudget ?? 0
  const sharePercent = row?.sharePercent ?? BUDGET_SHARE_PERCENT
  return {
    year,
    investmentBudget,
    sharePercent,
    total: shareOf(investmentBudget, sharePercent),
    /** The rule the council chose for the cycle (its first confirmed heading), null before. */
    rule: row?.rule ?? null,
    comparison: row?.comparison ?? false,
    headings: HEADINGS.map((district) => {
      const amount = amounts.get(district) ?? 0
      const selected = costs.get(district) ?? 0
      const selection = confirmed.get(district)
      return {
        district,
        amount,
        selected,
        remaining: amount - selected,
        selection: selection ?? null,
      }
    }),
  }
}

/** The snapshot the history keeps of a year's money: its figures and each heading's amount by name. */
const budgetSnapshot = (b: { investmentBudget: number; sharePercent: number; headings: { district: string; amount: number }[] }) => ({
  investmentBudget: b.investmentBudget,
  sharePercent: b.sharePercent,
  ...Object.fromEntries(b.headings.map((h) => [h.district, h.amount])),
})

/**
 * Sets a year's money: the year's row and its six headings, with the history row, in one batch. A
 * change of nothing writes nothing. Headings already confirmed keep at least what their selection costs.
 */
export async function writeBudget(db: Db, budget: Budget, adminId: number) {
  const current = await readBudget(db, budget.year)
  const next = {
    investmentBudget: budget.investmentBudget,
    sharePercent: budget.sharePercent,
    headings: HEADINGS.map((district) => ({ district, amount: budget.headings[district] })),
  }
  const fields = Object.keys(budgetSnapshot(current))
  const change = changedFields(fields, budgetSnapshot(current), budgetSnapshot(next))
  if (!change) return { budget: current, short: [] as Heading[] }
  const short = current.headings.filter((h) => budget.headings[h.district] < h.selected).map((h) => h.district)
  if (short.length) return { budget: current, short }
  const values = { year: budget.year, investmentBudget: budget.investmentBudget, sharePercent: budget.sharePercent, updatedAt: new Date() }
  await db.batch([
    db.insert(budgetYears).values(values).onConflictDoUpdate({ target: budgetYears.year, set: values }),
    db
      .insert(budgetHeadings)
      .values(next.headings.map((h) => ({ year: budget.year, ...h })))
      .onConflictDoUpdate({ target: [budgetHeadings.year, budgetHeadings.district], set: { amount: sql`excluded.amount` } }),
    audit(db, { adminId, action: 'budget.amounts', targetType: 'budget', targetId: budget.year, ...change }),
  ])
  return { budget: await readBudget(db, budget.year), short: [] as Heading[] }
}
