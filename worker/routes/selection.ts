import { Hono } from 'hono'
import { SelectionConfirmSchema, SelectionQuerySchema } from '@schemas'
import { readSystemConfig } from '../db/queries/system-config'
import { readElection } from '../db/queries/selection'
import type { AppEnv } from '../env'
import { currentUser, requireAdmin } from '../middleware/auth'
import { confirmSelection, previewOrRefuse } from '../selection'
import { isLargeHeading, previewThroughQueue } from '../selection-jobs/heading-preview'
import { assertSupportOver } from '../phase'
import { validate } from '../validate'

/**
 * /api/admin/selection: what fits each heading's money under the rule the council chooses, and its
 * confirmation. Administrators only. The preview and the confirmation are the same computation; a large
 * heading's runs in the selection queue (decision 0055): its preview answers 202 with the job until the
 * kept result is there, and its confirmation approves that result.
 */
export const selectionRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', validate('query', SelectionQuerySchema), async (c) => {
    const q = c.req.valid('query')
    const year = (await readSystemConfig(c.var.db)).budgetYear
    const election = await readElection(c.var.db, year, q.district)
    const confirmed = election.confirmed
    // A confirmed heading reads with the board's recorded changes unless the preview names its own.
    const recorded = (kind: 'excluded' | 'included') => confirmed?.changes.filter((x) => x.kind === kind).map((x) => x.id) ?? []
    const asked = q.excluded.length || q.included.length
    const changes = asked
      ? { excluded: q.excluded, included: q.included }
      : { excluded: recorded('excluded'), included: recorded('included') }
    let result: ReturnType<typeof previewOrRefuse>
    if (isLargeHeading(election)) {
      const input = { year, district: q.district, rule: q.rule, comparison: q.comparison, changes }
      const queued = await previewThroughQueue(c.var.db, c.env.SELECTION, election, input, currentUser(c).id)
      if ('job' in queued) return c.json(queued.job, 202)
      result = queued.preview
    } else result = previewOrRefuse(election, year, q.district, q.rule, q.comparison, changes)
    return c.json({
      district: q.district,
      year,
      ...result,
      /** Already committed in the heading outside this selection; `amount` is what is left of the heading for it. */
      committed: election.committed,
      confirmed: confirmed
        ? {
            rule: confirmed.rule,
            comparison: confirmed.comparison,
            approved: confirmed.approved,
            changes: confirmed.changes,
            confirmedAt: confirmed.confirmedAt.toISOString(),
          }
        : null,
    })
  })

  .post('/', validate('json', SelectionConfirmSchema), async (c) => {
    const body = c.req.valid('json')
    await assertSupportOver(c.var.db)
    const year = (await readSystemConfig(c.var.db)).budgetYear
    const { approved, remaining, notices } = await confirmSelection(c.var.db, { ...body, year }, currentUser(c).id, c.req.url)
    await notices.enqueue(c.env.NOTICES)
    return c.json({ approved, remaining })
  })
