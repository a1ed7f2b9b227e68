import type { ElectionModel, SelectionInput } from './election'
import { type ExactNumber, exactNumber, type Money, Rational, toRational } from './rational'
import { type WorkBound, WorkMeter } from './work-bound'

/** One project in the order 'most votes' considers them. */
export interface GreedyItem {
  id: string
  votes: number
  /** For display; the decision itself is exact. */
  cost: number
  /** What the selected projects cost so far, this one included when it fits. */
  runningTotal: number
  fits: boolean
}

export interface GreedyResult {
  /** Every project, by votes, ties in the listed order. */
  items: GreedyItem[]
  /** The projects that fit, in that order. */
  selected: string[]
  cost: ExactNumber
  remaining: ExactNumber
}

/** What 'most votes' reads: each project's number of supporters, not the ballots themselves. */
export interface VoteCounts {
  budget: Money
  /** In listing order (the order of ties); `votes` counts a voter once however often her ballot names it. */
  projects: readonly { id: string; cost: Money; votes: number }[]
}

/**
 * 'Mayoría de apoyos' (CONSUL Democracy's winners, pabutools' greedy_utilitarian_welfare with cost
 * satisfaction): projects by number of supporters, ties in the order the projects are listed (the
 * portal lists them by submission, so the earlier one goes first); each is taken while the money
 * left covers it, and one that does not fit is skipped while the next ones are still tried.
 *
 * It needs only each project's votes: the caller hands it the counts it already has (the preview
 * counts the heading's ballots as it reads them), or `countVotes` counts them from ballots.
 */
export function selectGreedy(input: VoteCounts, bound?: WorkBound): GreedyResult {
  new WorkMeter(bound).spend(input.projects.length)
  const seen = new Set<string>()
  const listed = input.projects.map((project) => {
    if (seen.has(project.id)) throw new RangeError('Two projects share an id')
    seen.add(project.id)
    const cost = toRational(project.cost)
    if (cost.isNegative()) throw new RangeError(`Negative cost for project ${project.id}`)
    return { id: project.id, cost, votes: project.votes }
  })
  const budget = toRational(input.budget)
  if (budget.isNegative()) throw new RangeError('Negative budget')
  return greedyFrom(listed, budget)
}

/** Each project's supporters counted from the ballots in one pass (for a laboratory's file). */
export function countVotes(input: SelectionInput, bound?: WorkBound): VoteCounts {
  const meter = new WorkMeter(bound)
  const index = new Map(input.projects.map((project, position) => [project.id, position]))
  const votes = new Array<number>(input.projects.length).fill(0)
  // A project named twice on one ballot is one vote: the ballot's number marks the projects it has counted.
  const countedBy = new Int32Array(input.projects.length).fill(-1)
  input.ballots.forEach((ballot, voter) => {
    meter.spend(ballot.length + 1)
    for (const id of ballot) {
      const position = index.get(id)
      if (position === undefined) throw new RangeError(`A ballot names an unknown project: ${id}`)
      if (countedBy[position] === voter) continue
      countedBy[position] = voter
      votes[position]++
    }
  })
  return { budget: input.budget, projects: input.projects.map((project, position) => ({ ...project, votes: votes[position] })) }
}

/** 'Most votes' on the model equal shares has already built (its comparison step). */
export function greedyOnModel(model: ElectionModel, listedIds: readonly string[]): GreedyResult {
  const position = new Map(model.ids.map((id, index) => [id, index]))
  const listed = listedIds.map((id) => {
    const project = position.get(id) as number
    return { id, cost: model.costs[project], votes: model.votes[project] }
  })
  return greedyFrom(listed, model.budget)
}

function greedyFrom(listed: readonly { id: string; cost: Rational; votes: number }[], budget: Rational): GreedyResult {
  const ranked = listed.map((project, order) => ({ project, order })).sort((a, b) => b.project.votes - a.project.votes || a.order - b.order)
  let spent = Rational.of(0n)
  const items: GreedyItem[] = []
  const selected: string[] = []
  for (const { project } of ranked) {
    const total = spent.add(project.cost)
    const fits = total.compare(budget) <= 0
    if (fits) {
      spent = total
      selected.push(project.id)
    }
    items.push({ id: project.id, votes: project.votes, cost: project.cost.toNumber(), runningTotal: spent.toNumber(), fits })
  }
  return { items, selected, cost: exactNumber(spent), remaining: exactNumber(budget.sub(spent)) }
}
