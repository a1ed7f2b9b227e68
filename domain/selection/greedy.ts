import { buildModel, type ElectionModel, type SelectionInput } from './election'
import { type ExactNumber, exactNumber, Rational } from './rational'

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

/**
 * 'Mayoría de apoyos' (CONSUL Democracy's winners, pabutools' greedy_utilitarian_welfare with cost
 * satisfaction): projects by number of supporters, ties in the order the projects are listed (the
 * portal lists them by submission, so the earlier one goes first); each is taken while the money
 * left covers it, and one that does not fit is skipped while the next ones are still tried.
 */
export function selectGreedy(input: SelectionInput): GreedyResult {
  return greedyOnModel(
    buildModel(input, ''),
    input.projects.map((project) => project.id),
  )
}

export function greedyOnModel(model: ElectionModel, listedIds: readonly string[]): GreedyResult {
  const position = new Map(model.ids.map((id, index) => [id, index]))
  const order = listedIds.map((id) => position.get(id) as number)
  const ranked = order
    .map((project, listed) => ({ project, listed }))
    .sort((a, b) => model.votes[b.project] - model.votes[a.project] || a.listed - b.listed)
  let spent = Rational.of(0n)
  const items: GreedyItem[] = []
  const selected: string[] = []
  for (const { project } of ranked) {
    const cost = model.costs[project]
    const total = spent.add(cost)
    const fits = total.compare(model.budget) <= 0
    if (fits) {
      spent = total
      selected.push(model.ids[project])
    }
    items.push({ id: model.ids[project], votes: model.votes[project], cost: cost.toNumber(), runningTotal: spent.toNumber(), fits })
  }
  return { items, selected, cost: exactNumber(spent), remaining: exactNumber(model.budget.sub(spent)) }
}
