import { and, count, desc, gte, lt, sql, sum } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { yearQuery } from '@domain/schemas'
import { publicProposal } from '../db/queries/proposals'
import { proposals } from '../db/schema'
import type { AppEnv } from '../env'
import { revalidateByProposals } from '../middleware/list-cache'
import { validate } from '../validate'

const YearQuery = v.object({ year: v.optional(yearQuery) })

const yearRange = (year: number) =>
  and(gte(proposals.createdAt, new Date(Date.UTC(year, 0, 1))), lt(proposals.createdAt, new Date(Date.UTC(year + 1, 0, 1))))

/**
 * GET /api/results: what the process has produced, per district and per scope, for one year or all.
 * Counts are done by SQLite (GROUP BY on indexed columns), so the answer stays small and cheap at
 * 10,000 proposals. Presented = received that year; prioritised = approved or executed.
 */
export const resultsRoutes = new Hono<AppEnv>().get('/', revalidateByProposals, validate('query', YearQuery), async (c) => {
  const { year } = c.req.valid('query')
  const where = year ? yearRange(year) : undefined
  const totals = {
    presented: count(),
    prioritised: sum(sql`CASE WHEN ${proposals.status} IN ('approved', 'executed') THEN 1 ELSE 0 END`).mapWith(Number),
    executed: sum(sql`CASE WHEN ${proposals.status} = 'executed' THEN 1 ELSE 0 END`).mapWith(Number),
    votes: sum(proposals.votes).mapWith(Number),
  }
  const yearExpr = sql<string>`strftime('%Y', ${proposals.createdAt} / 1000, 'unixepoch')`
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
    c.var.db.selectDistinct({ year: yearExpr }).from(proposals).orderBy(desc(yearExpr)),
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
