import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Heading } from '@domain/budget'
import { candidateOutcome } from '@domain/outcome'
import { ActaParamSchema, ActaQuerySchema } from '@schemas'
import { BUDGET_TEXTS } from '@copy'
import { selectionRecord } from '../db/queries/outcomes'
import { budgetSelections } from '../db/schema'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { revalidateByProposals } from '../middleware/list-cache'
import { validate } from '../validate'

/**
 * GET /api/results/acta/{year}: the record of the year's decision, public: for each confirmed heading
 * (or the one `?distrito=` names) the money, the rule, every candidate with its votes, cost, outcome and
 * reason, the comparison counts, equal shares' share and the lot's seed, as they were confirmed, with
 * the addresses of the heading's `.pb` election and of the open data. Not found before any confirmation.
 */
export const actaRoutes = new Hono<AppEnv>().get(
  '/:year',
  revalidateByProposals,
  validate('param', ActaParamSchema),
  validate('query', ActaQuerySchema),
  async (c) => {
    const { year } = c.req.valid('param')
    const { distrito } = c.req.valid('query')
    const rows = await c.var.db
      .select()
      .from(budgetSelections)
      .where(and(eq(budgetSelections.year, year), distrito ? eq(budgetSelections.district, distrito) : undefined))
      .orderBy(budgetSelections.confirmedAt)
    if (!rows.length) throw new AppError('NOT_FOUND', BUDGET_TEXTS.actaNotFound(year))
    const headings = await Promise.all(
      rows.map(async (row) => {
        const { items, ...record } = await selectionRecord(c.var.db, row)
        return {
          district: row.district,
          comparison: row.comparison,
          confirmedAt: row.confirmedAt.toISOString(),
          ...record,
          items: items.map((item) => ({ ...item, outcome: candidateOutcome(row, { ...record, items }, item.id) })),
          pb: `/api/budget/${year}/${row.district as Heading}.pb`,
        }
      }),
    )
    return c.json({
      year,
      headings,
      openData: { csv: '/api/open-data/proposals.csv', json: '/api/open-data/proposals.json' },
    })
  },
)
