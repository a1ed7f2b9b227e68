import { Hono } from 'hono'
import { BudgetQuerySchema, BudgetSchema } from '@domain/schemas'
import { BUDGET_TEXTS, BUDGET_VALIDATION } from '@domain/texts'
import { findBudgetYear, readBudget, writeBudget } from '../db/queries/budget'
import { readSystemConfig } from '../db/queries/system-config'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { currentUser, requireAdmin } from '../middleware/auth'
import { validate } from '../validate'

/**
 * /api/budget: each year's money, public. Without `?year=` the cycle's year (the settings' budget year);
 * a past or future year nobody has set is not found rather than a page of zeros.
 */
export const budgetRoutes = new Hono<AppEnv>()
  .get('/', validate('query', BudgetQuerySchema), async (c) => {
    const asked = c.req.valid('query').year
    const cycle = (await readSystemConfig(c.var.db)).budgetYear
    if (asked !== undefined && asked !== cycle && !(await findBudgetYear(c.var.db, asked)))
      throw new AppError('NOT_FOUND', BUDGET_TEXTS.budgetNotFound(asked))
    return c.json(await readBudget(c.var.db, asked ?? cycle))
  })

  .put('/', requireAdmin, validate('json', BudgetSchema), async (c) => {
    const { budget, short } = await writeBudget(c.var.db, c.req.valid('json'), currentUser(c).id)
    if (short.length) {
      const fields = Object.fromEntries(short.map((h) => [`headings.${h}`, BUDGET_VALIDATION.belowSelected(h)]))
      throw new AppError('VALIDATION', Object.values(fields)[0], { fields })
    }
    return c.json(budget)
  })
