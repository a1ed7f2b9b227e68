import { buildModel, type ElectionModel, type SelectionInput } from './election'

/** How many voters have more of the projects they supported funded under each outcome. */
export interface ComparisonCounts {
  preferGreedy: number
  preferEqualShares: number
  equal: number
}

/**
 * Wieliczka's comparison step (equalshares.net, 'comparison with the utilitarian outcome'): each
 * voter counts their supported projects in either outcome; the voters with more under 'most votes',
 * more under equal shares, or as many.
 */
export function compareOutcomes(
  input: SelectionInput,
  greedySelected: readonly string[],
  equalSharesSelected: readonly string[],
): ComparisonCounts {
  return compareOnModel(buildModel(input, ''), greedySelected, equalSharesSelected)
}

export function compareOnModel(
  model: ElectionModel,
  greedySelected: readonly string[],
  equalSharesSelected: readonly string[],
): ComparisonCounts {
  const inGreedy = new Set(greedySelected)
  const inEqualShares = new Set(equalSharesSelected)
  const counts: ComparisonCounts = { preferGreedy: 0, preferEqualShares: 0, equal: 0 }
  let grouped = 0
  for (const group of model.groups) {
    grouped += group.weight
    let greedy = 0
    let equalShares = 0
    for (const project of group.projects) {
      const id = model.ids[project]
      if (inGreedy.has(id)) greedy++
      if (inEqualShares.has(id)) equalShares++
    }
    if (greedy > equalShares) counts.preferGreedy += group.weight
    else if (equalShares > greedy) counts.preferEqualShares += group.weight
    else counts.equal += group.weight
  }
  // Voters who supported nothing have nothing funded either way.
  counts.equal += model.voters - grouped
  return counts
}
