import { Hono } from 'hono'
import { PB_MAX_BYTES } from '@domain/constants'
import { PbUploadSchema } from '@domain/schemas'
import { SELECTION_WORK_BOUND } from '@domain/budget-selection'
import { type PbElection, parsePb, selectEqualShares, selectGreedy } from '@domain/selection'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { requireAdmin } from '../middleware/auth'
import { pbFileLimit } from '../middleware/form-limit'
import { validate } from '../validate'

/**
 * The council's laboratory: an administrator uploads a pabulib `.pb` election (last year's, another
 * city's) and sees what 'most votes' and equal shares select on it, with the same functions as the
 * preview. Nothing is stored. Ties that only a lot breaks use a fixed seed, so the same file always
 * gives the same answer.
 */
const LAB_SEED = 'laboratorio'

export const selectionLabRoutes = new Hono<AppEnv>().post('/', requireAdmin, pbFileLimit, validate('form', PbUploadSchema), async (c) => {
  const { file } = c.req.valid('form')
  if (file.size > PB_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE')
  const parsed = parsePb(await file.text())
  if (!parsed.ok) throw new AppError('VALIDATION', parsed.error.message, { fields: { file: parsed.error.message } })
  return c.json(simulate(parsed.election))
})

function simulate(election: PbElection) {
  const input = {
    budget: election.budget,
    projects: election.projects,
    ballots: election.ballots.map((ballot) => ballot.projects),
  }
  const greedy = selectGreedy(input, SELECTION_WORK_BOUND)
  const equalShares = selectEqualShares(input, { comparison: true, seed: LAB_SEED, bound: SELECTION_WORK_BOUND })
  const votes = new Map(greedy.items.map((item) => [item.id, item.votes]))
  return {
    budget: election.budget.toNumber(),
    currency: election.meta.currency?.trim() || null,
    description: election.meta.description?.trim() || null,
    voters: election.ballots.length,
    projects: election.projects.map((project) => ({
      id: project.id,
      name: project.name,
      cost: project.cost.toNumber(),
      votes: votes.get(project.id) ?? 0,
    })),
    greedy: { selected: greedy.selected, cost: greedy.cost.value },
    equalShares: {
      selected: equalShares.funded.map((funded) => funded.id),
      cost: equalShares.equalSharesCost.value,
      endowment: equalShares.endowment.perVoter.value,
      steps: equalShares.endowment.steps,
      funded: equalShares.funded.map((funded) => ({
        id: funded.id,
        effectiveVotes: funded.effectiveVotes.value,
        // The equal share: what each supporter who could afford it paid (the others paid all they had left).
        share: funded.payments[0]?.amount.value ?? 0,
      })),
    },
    comparison: equalShares.comparison ?? { preferGreedy: 0, preferEqualShares: 0, equal: 0 },
  }
}
