import { count, desc, eq, isNotNull, sql, sum } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { yearQuery } from '@schemas'
import { publicProposal } from '../db/queries/proposals'
import { proposals } from '../db/schema'
import type { AppEnv } from '../env'
import { revalidateByProposals } from '../middleware/list-cache'
import { validate } from '../validate'

const YearQuery = v.object({ year: v.optional(yearQuery) })

/**
 * GET /api/results: what the process has produced, per district and per scope, for one year or all.
 * Counts are done by SQLite (GROUP BY on indexed columns), so the answer stays small and cheap at
 * 10,000 proposals. A year is a cycle (docs/decisions/0058): presented = presented in that cycle;
 * prioritised = approved or executed, the same proposals /seguimiento and the budget count for it.
 */
export const resultsRoutes = new Hono<AppEnv>().get('/', revalidateByProposals, validate('query', YearQuery), async (c) => {
  const { year } = c.req.valid('query')
  const where = year ? eq(proposals.cycleYear, year) : undefined
  const totals = {
    presented: count(),
    prioritised: sum(sql`CASE WHEN ${proposals.status} IN ('approved', 'executed') THEN 1 ELSE 0 END`).mapWith(Number),
    executed: sum(sql`CASE WHEN ${proposals.status} = 'executed' THEN 1 ELSE 0 END`).mapWith(Number),
    votes: sum(proposals.votes).mapWith(Number),
  }
  const [overall, byDistrict, byScope, top, years] = await Promise.all([
    c.var.db.select(totals).from(proposals).where(where),
    c.var.db
      .select({ district: proposals.district, ...totals })
      .from(proposals)
      .where(where)
      .groupBy(proposals.district)
      .orderBy(proposals.district),
    c.var.db
      .select({ scope: proposals.scope, ...totals })
      .from(proposals)
      .where(where)
      .groupBy(proposals.scope)
      .orderBy(proposals.scope),
    c.var.db.select().from(proposals).where(where).orderBy(desc(proposals.votes), desc(proposals.id)).limit(5),
    c.var.db
      .selectDistinct({ year: proposals.cycleYear })
      .from(proposals)
      .where(isNotNull(proposals.cycleYear))
      .orderBy(desc(proposals.cycleYear)),
  ])
  const zero = (row: { presented: number; prioritised: number | null; executed: number | null; votes: number | null }) => ({
    presented: row.presented,
    prioritised: row.prioritised ?? 0,
    executed: row.executed ?? 0,
    votes: row.votes ?? 0,
  })
  return c.json({
    year: year ?? null,
    years: years.map((y) => Number(y.year)),
    totals: zero(overall[0]),
    byDistrict: byDistrict.map((r) => ({ district: r.district, ...zero(r) })),
    byScope: byScope.map((r) => ({ scope: r.scope, ...zero(r) })),
    top: top.map(publicProposal),
  })
})
