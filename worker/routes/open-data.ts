import { Hono } from 'hono'
import { accountabilityPhases } from '@domain/accountability'
import { feasibilityLabel } from '@copy/budget-labels'
import { channelLabel } from '@copy/channel-labels'
import { toCsv } from '@domain/csv'
import { districtLabel } from '@copy/district-scope-labels'
import { statusLabel } from '@copy/statuses'
import { FOLLOW_UP_TEXTS, OPEN_DATA_TEXTS, TABLE_TEXTS } from '@copy'
import { everyAccountability } from '../db/queries/accountability'
import { listProposals } from '../db/queries/proposals'
import { readSystemConfig } from '../db/queries/system-config'
import type { AppEnv } from '../env'
import { voteTables } from '../db/schema'
import { gzipAnswer } from '../middleware/compress'
import { votesByTable } from '../tables/record'
import { revalidateByProposals } from '../middleware/list-cache'

const csvHeaders = (name: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}"`,
})

/**
 * GET /api/open-data/proposals.{json,csv}: the public fields of every proposal, never personal data;
 * GET /api/open-data/accountability.{json,csv}: every year's /seguimiento figures per heading (the JSON
 * with the selected proposals and their progress);
 * GET /api/open-data/table-votes.csv: the votes each neighbourhood table counted, per proposal (no person).
 */
export const openDataRoutes = new Hono<AppEnv>()
  .get('/proposals.json', revalidateByProposals, gzipAnswer, async (c) => {
    c.header('Content-Disposition', `attachment; filename="${OPEN_DATA_TEXTS.fileName('json')}"`)
    return c.json((await listProposals(c.var.db)).items)
  })
  .get('/proposals.csv', revalidateByProposals, gzipAnswer, async (c) => {
    const { items } = await listProposals(c.var.db)
    const csv = toCsv(
      OPEN_DATA_TEXTS.header,
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
        feasibilityLabel(p.feasibility),
        p.estimatedCost,
        p.cycleYear,
      ]),
    )
    return c.body(csv, 200, csvHeaders(OPEN_DATA_TEXTS.fileName('csv')))
  })
  .get('/accountability.json', revalidateByProposals, gzipAnswer, async (c) => {
    c.header('Content-Disposition', `attachment; filename="${FOLLOW_UP_TEXTS.fileName('json')}"`)
    return c.json(await everyAccountability(c.var.db))
  })
  .get('/accountability.csv', revalidateByProposals, gzipAnswer, async (c) => {
    const [years, { milestonePhases }] = await Promise.all([everyAccountability(c.var.db), readSystemConfig(c.var.db)])
    const phases = accountabilityPhases(milestonePhases)
    const line = (year: number, heading: string, h: (typeof years)[number]['totals']) => [
      year,
      heading,
      h.amount,
      h.selected,
      h.awarded,
      h.final,
      h.proposals,
      h.executed,
      ...phases.map((phase) => (h.byPhase as Record<string, number>)[phase]),
      h.averageProgress,
    ]
    const csv = toCsv(
      FOLLOW_UP_TEXTS.csvHeader(phases),
      years.flatMap((y) => [
        ...y.headings.map((h) => line(y.year, districtLabel(h.district), h)),
        line(y.year, FOLLOW_UP_TEXTS.total, y.totals),
      ]),
    )
    return c.body(csv, 200, csvHeaders(FOLLOW_UP_TEXTS.fileName('csv')))
  })
  .get('/table-votes.csv', revalidateByProposals, gzipAnswer, async (c) => {
    const tables = await c.var.db.select().from(voteTables).orderBy(voteTables.cycleYear, voteTables.day, voteTables.id)
    const byId = new Map(tables.map((t) => [t.id, t]))
    const votes = await votesByTable(
      c.env,
      tables.map((t) => t.id),
    )
    const csv = toCsv(
      TABLE_TEXTS.openDataHeader,
      votes.map((v) => {
        const t = byId.get(v.tableId)!
        return [
          t.id,
          t.place,
          t.district ? districtLabel(t.district) : TABLE_TEXTS.anyDistrict,
          t.day,
          t.cycleYear,
          v.proposalId,
          v.title,
          v.votes,
        ]
      }),
    )
    return c.body(csv, 200, csvHeaders(TABLE_TEXTS.openDataFileName))
  })
