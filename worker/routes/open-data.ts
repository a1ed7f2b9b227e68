import { Hono } from 'hono'
import { feasibilityLabel } from '@domain/budget'
import { channelLabel } from '@domain/channels'
import { toCsv } from '@domain/csv'
import { districtLabel } from '@domain/districts'
import { statusLabel } from '@domain/statuses'
import { OPEN_DATA_TEXTS } from '@domain/texts'
import { listProposals } from '../db/queries/proposals'
import type { AppEnv } from '../env'
import { gzipAnswer } from '../middleware/compress'
import { revalidateByProposals } from '../middleware/list-cache'

/** GET /api/open-data/proposals.{json,csv}: the public fields of every proposal, never personal data. */
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
      ]),
    )
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${OPEN_DATA_TEXTS.fileName('csv')}"`,
    })
  })
