import { pbErrorMessage } from '@copy/selection'
import { countVotes, type PbElection, parsePb, selectEqualShares, selectGreedy, type WorkBound, WorkLimitReached } from '@domain/selection'
import { LAB_TEXTS } from '@copy'
import type { JobAnswer, JobEnv, Progress } from './answer'

/**
 * The laboratory's computation: what 'most votes' and equal shares select on an uploaded election,
 * with the same functions as the preview. Ties that only a lot breaks use a fixed seed, so the same
 * file always gives the same answer.
 */
const LAB_SEED = 'laboratorio'

/**
 * The work one laboratory job may spend, in the rules' units (a voter class or a supporter group
 * visited, a project weighed: domain/selection/work-bound.ts). Wieliczka, the largest real election,
 * spends about 3 million and the bench's large district (200 projects, 50,000 voters) under 15 million;
 * at about 0.1 µs a unit, 100 million is some 10 s of CPU, a third of the consumer's 30 s. The job runs
 * off the request path, so it may spend more than a heading's preview in a request; past it the job is
 * refused, never answered with a cut-short outcome.
 */
const LAB_WORK_LIMIT = 100_000_000

/** Progress by stage: the file read, then 'most votes' computed; equal shares with its comparison is the rest. */
const PROGRESS_READ = 10
const PROGRESS_GREEDY = 40

/** A laboratory job: the upload read from R2 and both rules run on it, or the Spanish reason there is no outcome. */
export async function labAnswer(env: JobEnv, fileKey: string | null, progress: Progress): Promise<JobAnswer> {
  const file = fileKey ? await env.MEDIA.get(fileKey) : null
  if (!file) return { refusal: LAB_TEXTS.jobFailed }
  const parsed = parsePb(await file.text())
  if (!parsed.ok) return { refusal: pbErrorMessage(parsed.error) }
  await progress(PROGRESS_READ)
  try {
    return { result: await simulate(parsed.election, { limit: LAB_WORK_LIMIT }, () => progress(PROGRESS_GREEDY)) }
  } catch (err) {
    if (err instanceof WorkLimitReached) return { refusal: LAB_TEXTS.workLimit }
    throw err
  }
}

export type LabResult = Awaited<ReturnType<typeof simulate>>

/**
 * Both rules on the election, telling `greedyDone` between them (the rules themselves run without a
 * pause); the rules throw WorkLimitReached once `bound` is spent.
 */
async function simulate(election: PbElection, bound: WorkBound, greedyDone: () => Promise<void>) {
  const input = {
    budget: election.budget,
    projects: election.projects,
    ballots: election.ballots.map((ballot) => ballot.projects),
  }
  const greedy = selectGreedy(countVotes(input, bound), bound)
  await greedyDone()
  const equalShares = selectEqualShares(input, { comparison: true, seed: LAB_SEED, bound })
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
