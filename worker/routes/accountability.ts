import { Hono } from 'hono'
import * as v from 'valibot'
import { DISTRICTS } from '@domain/districts'
import { MAX_PHASE_NAME } from '@domain/milestones'
import { yearQuery } from '@schemas'
import { VALIDATION_TEXTS as T } from '@copy'
import { readAccountability, readImpact } from '../db/queries/accountability'
import { readSystemConfig } from '../db/queries/system-config'
import type { AppEnv } from '../env'
import { revalidateByProposals } from '../middleware/list-cache'
import { validate } from '../validate'

const count = v.pipe(v.string(T.pageSize), v.regex(/^[1-9]\d{0,2}$/, T.pageSize), v.transform(Number), v.maxValue(500, T.pageSize))

/**
 * The year, and what of its proposals to send: those of a district or a phase, at most `limit` of them,
 * or at most `perDistrict` of each district. The figures per heading are always the whole year's.
 */
const AccountabilityQuery = v.object({
  year: v.optional(yearQuery),
  district: v.optional(v.picklist(DISTRICTS, T.district)),
  phase: v.optional(v.pipe(v.string(T.phaseNameMax), v.maxLength(MAX_PHASE_NAME, T.phaseNameMax))),
  limit: v.optional(count),
  perDistrict: v.optional(count),
})

/**
 * /api/accountability: what became of each year's selected proposals, per heading (public). Without
 * `?year=` the cycle's year; a year with neither a budget nor a selected proposal reads as zeros, and
 * `years` says which years have something (the pages offer those). Without the other parameters,
 * `proposals` is every selected proposal of the year (§7); `matching` says how many the district and
 * phase leave, before `limit` or `perDistrict` (the pages ask for what they show: decision 0076).
 * Revalidated by the proposals' version, which milestones and the budget's headings bump too.
 */
export const accountabilityRoutes = new Hono<AppEnv>()
  .get('/', revalidateByProposals, validate('query', AccountabilityQuery), async (c) => {
    const { year, ...page } = c.req.valid('query')
    return c.json(await readAccountability(c.var.db, year ?? (await readSystemConfig(c.var.db)).budgetYear, page))
  })

  .get('/impact', revalidateByProposals, async (c) => c.json(await readImpact(c.var.db)))
