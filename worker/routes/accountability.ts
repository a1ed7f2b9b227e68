import { Hono } from 'hono'
import * as v from 'valibot'
import { yearQuery } from '@domain/schemas'
import { readAccountability, readImpact } from '../db/queries/accountability'
import { readSystemConfig } from '../db/queries/system-config'
import type { AppEnv } from '../env'
import { revalidateByProposals } from '../middleware/list-cache'
import { validate } from '../validate'

const YearQuery = v.object({ year: v.optional(yearQuery) })

/**
 * /api/accountability: what became of each year's selected proposals, per heading (public). Without
 * `?year=` the cycle's year; a year with neither a budget nor a selected proposal reads as zeros, and
 * `years` says which years have something (the pages offer those).
 * Revalidated by the proposals' version, which milestones and the budget's headings bump too.
 */
export const accountabilityRoutes = new Hono<AppEnv>()
  .get('/', revalidateByProposals, validate('query', YearQuery), async (c) => {
    const year = c.req.valid('query').year ?? (await readSystemConfig(c.var.db)).budgetYear
    return c.json(await readAccountability(c.var.db, year))
  })

  .get('/impact', revalidateByProposals, async (c) => c.json(await readImpact(c.var.db)))
