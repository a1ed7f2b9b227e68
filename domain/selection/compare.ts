import type { ElectionModel, SelectionInput } from './election'
import { type WorkBound, WorkMeter } from './work-bound'

/** How many voters have more of the projects they supported funded under each outcome. */
export interface ComparisonCounts {
  preferGreedy: number
  preferEqualShares: number
  equal: number
}

/**
 * Wieliczka's comparison step (equalshares.net, 'comparison with the utilitarian outcome'): each
 * voter counts their supported projects in either outcome; the voters with more under 'most votes',
 * more under equal shares, or as many. One pass over the ballots, a project named twice counted once.
 */
export function compareOutcomes(
  input: SelectionInput,
  greedySelected: readonly string[],
  equalSharesSelected: readonly string[],
  bound?: WorkBound,
): ComparisonCounts {
  const meter = new WorkMeter(bound)
  const known = new Set(input.projects.map((project) => project.id))
  const inGreedy = new Set(greedySelected)
  const inEqualShares = new Set(equalSharesSelected)
  const counts: ComparisonCounts = { preferGreedy: 0, preferEqualShares: 0, equal: 0 }
  for (const ballot of input.ballots) {
    meter.spend(ballot.length + 1)
    const seen = ballot.length > 1 ? new Set<string>() : null
    let greedy = 0
    let equalShares = 0
    for (const id of ballot) {
      if (!known.has(id)) throw new RangeError(`A ballot names an unknown project: ${id}`)
      if (seen) {
        if (seen.has(id)) continue
        seen.add(id)
      }
      if (inGreedy.has(id)) greedy++
      if (inEqualShares.has(id)) equalShares++
    }
    tally(counts, greedy, equalShares, 1)
  }
  return counts
}

export function compareOnModel(
  model: ElectionModel,
  greedySelected: readonly string[],
  equalSharesSelected: readonly string[],
  meter: WorkMeter,
): ComparisonCounts {
  const inGreedy = new Set(greedySelected)
  const inEqualShares = new Set(equalSharesSelected)
  const counts: ComparisonCounts = { preferGreedy: 0, preferEqualShares: 0, equal: 0 }
  let grouped = 0
  for (const group of model.groups) {
    meter.spend(group.projects.length + 1)
    grouped += group.weight
    let greedy = 0
    let equalShares = 0
    for (const project of group.projects) {
      const id = model.ids[project]
      if (inGreedy.has(id)) greedy++
      if (inEqualShares.has(id)) equalShares++
    }
    tally(counts, greedy, equalShares, group.weight)
  }
  // Voters who supported nothing have nothing funded either way.
  counts.equal += model.voters - grouped
  return counts
}

function tally(counts: ComparisonCounts, greedy: number, equalShares: number, voters: number) {
  if (greedy > equalShares) counts.preferGreedy += voters
  else if (equalShares > greedy) counts.preferEqualShares += voters
  else counts.equal += voters
}
