import { and, count, desc, gte, lt, sql, sum } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { toCsv } from '../../domain/csv'
import { channelLabel } from '../../domain/channels'
import { districtLabel } from '../../domain/districts'
import { statusLabel } from '../../domain/statuses'
import { VALIDATION_TEXTS as T } from '../../domain/texts/validation'
import { listProposals, proposalsVersion, publicProposal } from '../db/queries/proposals'
import { proposals } from '../db/schema'
import type { AppEnv } from '../env'
import { gzipAnswer } from '../middleware/compress'
import { matchesEtag } from '../middleware/list-cache'
import { createMiddleware } from 'hono/factory'
import { validate } from '../validate'

const YearQuery = v.object({ year: v.optional(v.pipe(v.string(T.year), v.regex(/^(19|20|21)\d\d$/, T.year), v.transform(Number))) })

/** Public answers derived from the proposals: revalidated by the list's version (304 when unchanged). */
const versioned = createMiddleware<AppEnv>(async (c, next) => {
  const version = await proposalsVersion(c.var.db)
  if (version !== null) {
    const etag = `"results-${version}"`
    c.header('ETag', etag)
    c.header('Cache-Control', 'public, no-cache')
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304)
  }
  await next()
})

const yearRange = (year: number) =>
  and(gte(proposals.createdAt, new Date(Date.UTC(year, 0, 1))), lt(proposals.createdAt, new Date(Date.UTC(year + 1, 0, 1))))

/**
 * GET /api/results: what the process has produced, per district and per scope, for one year or all.
 * Counts are done by SQLite (GROUP BY on indexed columns), so the answer stays small and cheap at
 * 10,000 proposals. Presented = received that year; prioritised = approved or executed.
 */
export const resultsRoutes = new Hono<AppEnv>()
  .get('/results', versioned, validate('query', YearQuery), async (c) => {
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

  // Open data: the public fields of every proposal, never personal data.
  .get('/open-data/proposals.json', versioned, gzipAnswer, async (c) => {
    c.header('Content-Disposition', 'attachment; filename="propuestas-datos-abiertos.json"')
    return c.json((await listProposals(c.var.db)).items)
  })
  .get('/open-data/proposals.csv', versioned, gzipAnswer, async (c) => {
    const { items } = await listProposals(c.var.db)
    const csv = toCsv(
      [
        'ID',
        'Título',
        'Descripción',
        'Estado',
        'Distrito',
        'Ámbito',
        'Votos',
        'Fecha de Creación',
        'Fecha de Priorización',
        'Fecha de Ejecución',
        'Canal',
      ],
      items.map((p) => [
        p.id,
        p.title,
        p.description,
        statusLabel(p.status),
        districtLabel(p.district),
        p.scope,
        p.votes,
        p.createdAt.slice(0, 10),
        p.approvedAt?.slice(0, 10),
        p.executedAt?.slice(0, 10),
        channelLabel(p.channel),
      ]),
    )
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="propuestas-datos-abiertos.csv"',
    })
  })
