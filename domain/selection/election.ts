import { drawLot } from './lot'
import { gcd, type Money, type Rational, toRational } from './rational'

/** What both rules read: the heading's money, the candidate projects and one approval ballot per voter. */
export interface SelectionInput {
  budget: Money
  /** Listing order matters only to 'most votes', as its tie order (the portal lists by submission). */
  projects: readonly { id: string; cost: Money }[]
  /** One entry per voter: the ids of the projects that voter supported (an empty one still counts as a voter). */
  ballots: readonly (readonly string[])[]
}

/**
 * The election in the form the rules compute on: projects in one canonical order, identical ballots
 * grouped with their number of voters, and all money as integers of one scale (the smallest power
 * of ten, or other denominator, that makes the budget and every cost whole).
 */
export interface ElectionModel {
  /** Project ids in code-unit order; every array indexed by project follows it. */
  ids: string[]
  costs: Rational[]
  scaledCosts: bigint[]
  votes: number[]
  budget: Rational
  scaledBudget: bigint
  scale: bigint
  voters: number
  /** Distinct approval sets (project indexes) and how many voters cast each. */
  groups: { weight: number; projects: number[] }[]
  /** Per project, the groups that approve it. */
  supporters: Int32Array[]
  /** Per group, its number of voters (the groups' weights, as a typed array for the rules' inner loops). */
  weights: Int32Array
  /** Per project, its place in the lot (lower wins a tie). */
  lotRank: number[]
  lot: string[]
}

export function buildModel(input: SelectionInput, seed: string): ElectionModel {
  const listed = input.projects.map((project) => ({ id: project.id, cost: toRational(project.cost) }))
  const ids = listed.map((project) => project.id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const index = new Map(ids.map((id, position) => [id, position]))
  if (index.size !== ids.length) throw new RangeError('Two projects share an id')
  const costs: Rational[] = new Array(ids.length)
  for (const project of listed) {
    if (project.cost.isNegative()) throw new RangeError(`Negative cost for project ${project.id}`)
    costs[index.get(project.id) as number] = project.cost
  }
  const budget = toRational(input.budget)
  if (budget.isNegative()) throw new RangeError('Negative budget')
  let scale = budget.den
  for (const cost of costs) scale = (scale / gcd(scale, cost.den)) * cost.den
  const toScale = (value: Rational) => (value.num * scale) / value.den

  const byKey = new Map<string, { weight: number; projects: number[] }>()
  const votes = new Array<number>(ids.length).fill(0)
  for (const ballot of input.ballots) {
    const projects = [...new Set(ballot)].map((id) => {
      const position = index.get(id)
      if (position === undefined) throw new RangeError(`A ballot names an unknown project: ${id}`)
      return position
    })
    if (projects.length === 0) continue
    projects.sort((a, b) => a - b)
    for (const project of projects) votes[project]++
    const key = projects.join(',')
    const group = byKey.get(key)
    if (group) group.weight++
    else byKey.set(key, { weight: 1, projects })
  }
  const groups = [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, group]) => group)
  const supporting = ids.map((): number[] => [])
  groups.forEach((group, position) => {
    for (const project of group.projects) supporting[project].push(position)
  })
  const lot = drawLot(ids, seed)
  const lotRank = new Array<number>(ids.length)
  lot.forEach((id, rank) => {
    lotRank[index.get(id) as number] = rank
  })
  return {
    ids,
    costs,
    scaledCosts: costs.map(toScale),
    votes,
    budget,
    scaledBudget: toScale(budget),
    scale,
    voters: input.ballots.length,
    groups,
    supporters: supporting.map((list) => Int32Array.from(list)),
    weights: Int32Array.from(groups, (group) => group.weight),
    lotRank,
    lot,
  }
}
