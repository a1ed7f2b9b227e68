import { Hono } from 'hono'
import { PB_MAX_BYTES } from '@domain/constants'
import { PbUploadSchema } from '@domain/schemas'
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

/**
 * How many raises of the share above budget/n equal shares may try before it stops and says so. Each
 * raise reruns the method, whose work grows with the ballots' length: Wieliczka (6,586 ballots,
 * 16,750 approvals) needs 164 raises and may try about 1,800; Assen 2024 (84 ballots) needs 843 and
 * may try far more. Worker time cannot be measured while it computes, so the work is bounded instead.
 */
const LAB_WORK = 30_000_000
const labMaxSteps = (election: PbElection) =>
  Math.max(
    200,
    Math.floor(
      LAB_WORK /
        Math.max(
          1,
          election.ballots.reduce((sum, ballot) => sum + ballot.projects.length, 0),
        ),
    ),
  )

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
  const greedy = selectGreedy(input)
  const equalShares = selectEqualShares(input, { comparison: true, seed: LAB_SEED, maxSteps: labMaxSteps(election) })
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
      limitReached: equalShares.endowment.limitReached,
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
