import { Hono } from 'hono'
import { BudgetQuerySchema, BudgetSchema } from '@schemas'
import { BUDGET_TEXTS, BUDGET_VALIDATION } from '@copy'
import { HEADINGS, type Heading } from '@domain/budget'
import { districtLabel } from '@copy/district-scope-labels'
import { writePb } from '@domain/selection'
import { findBudgetYear, readBudget, writeBudget } from '../db/queries/budget'
import { readElection } from '../db/queries/selection'
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

  // A heading's election as a pabulib file, once the vote has closed: anyone can recompute the selection
  // with pabutools or equalshares.net. Ballots go under shuffled numbers; nothing names a person.
  .get('/:year{[0-9]{4}}/:file{[A-Za-z]+\\.pb}', async (c) => {
    const year = Number(c.req.param('year'))
    const district = c.req.param('file').slice(0, -3) as Heading
    if (!HEADINGS.includes(district)) throw new AppError('NOT_FOUND', BUDGET_TEXTS.headingNotFound)
    const config = await readSystemConfig(c.var.db)
    const budget = await findBudgetYear(c.var.db, year)
    if (!budget) throw new AppError('NOT_FOUND', BUDGET_TEXTS.budgetNotFound(year))
    if (year === config.budgetYear && config.votingEnabled) throw new AppError('FORBIDDEN', BUDGET_TEXTS.electionClosedOnly)
    const election = await readElection(c.var.db, year, district)
    const ballots = shuffle(election.ballots).map((projects, index) => ({ voterId: String(index + 1), projects: projects.map(String) }))
    const text = writePb({
      meta: {
        description: BUDGET_TEXTS.pbDescription(year, districtLabel(district)),
        country: 'España',
        unit: districtLabel(district),
        instance: String(year),
        currency: 'EUR',
        language: 'es',
        ...(budget.rule ? { rule: budget.rule === 'greedy' ? 'greedy' : 'equalshares/add1' } : {}),
      },
      budget: election.amount,
      projects: election.candidates.map((p) => ({ id: String(p.id), cost: p.estimatedCost, name: p.title })),
      ballots,
    })
    return c.body(text, 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="${BUDGET_TEXTS.pbFileName(year, district)}"`,
    })
  })

/** Fisher–Yates with the platform's random numbers: the order of the ballots says nothing about who cast them. */
function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items]
  const random = new Uint32Array(out.length)
  crypto.getRandomValues(random)
  for (let last = out.length - 1; last > 0; last--) {
    const pick = random[last] % (last + 1)
    ;[out[last], out[pick]] = [out[pick], out[last]]
  }
  return out
}
