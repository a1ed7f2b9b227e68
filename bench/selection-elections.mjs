// The synthetic elections of the selection bench, from a seeded generator (the same numbers on every
// run): the review's heading (issue 35), a large district and a city of 40 headings. Each heading is
// `{ name, budget, projects: [{ id, cost }], ballots: [[id, …], …] }` in whole euros, the shape of
// the rules' SelectionInput and of the preview's candidates and votes.

// The lot's own generator (Node 22 strips the file's types; it imports nothing, so it loads as it is).
import { mulberry32 as random } from '../domain/selection/lot.ts'

/**
 * A heading where some projects are far more popular than others (a project's weight falls as 1/rank,
 * as real turnouts do), each voter supporting between 1 and `maxChoices` of them.
 */
function heading(next, { name, budget, projects, voters, minCost, maxCost, maxChoices }) {
  const list = Array.from({ length: projects }, (_, index) => ({
    id: `${name}-${index + 1}`,
    // Costs in hundreds of euros, as councils estimate them.
    cost: Math.round((minCost + next() * (maxCost - minCost)) / 100) * 100,
  }))
  const weights = list.map((_, index) => 1 / (index + 1))
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const pick = () => {
    let left = next() * total
    for (let index = 0; index < list.length; index++) {
      left -= weights[index]
      if (left <= 0) return list[index].id
    }
    return list.at(-1).id
  }
  const ballots = Array.from({ length: voters }, () => {
    const chosen = new Set()
    const size = 1 + Math.floor(next() * maxChoices)
    while (chosen.size < size) chosen.add(pick())
    return [...chosen]
  })
  return { name, budget, projects: list, ballots }
}

/**
 * The review's heading: 513 voters in Norte, twenty small proposals that fit the 100,000 € together,
 * and one 240,000 € proposal with a single supporter, whom Add1 one euro at a time had to raise
 * 239,805 times before giving up on it (86 s).
 */
export function reviewHeading() {
  const next = random(35)
  const base = heading(next, { name: 'norte', budget: 100_000, projects: 20, voters: 512, minCost: 1_000, maxCost: 6_000, maxChoices: 4 })
  return {
    ...base,
    name: 'Review heading (513 voters, 240,000 € with one supporter)',
    projects: [...base.projects, { id: 'norte-dear', cost: 240_000 }],
    ballots: [...base.ballots, ['norte-dear']],
  }
}

/** A large district: 200 projects, 50,000 voters, 2,000,000 €. */
export function largeDistrict() {
  const next = random(200)
  return {
    ...heading(next, { name: 'large', budget: 2_000_000, projects: 200, voters: 50_000, minCost: 5_000, maxCost: 150_000, maxChoices: 10 }),
    name: 'Large district (200 projects, 50,000 voters)',
  }
}

/** A city: 40 headings of 30 projects, 90,000 voters between them (2,250 each), 400,000 € each. */
export function city() {
  const next = random(40)
  return Array.from({ length: 40 }, (_, index) =>
    heading(next, { name: `h${index + 1}`, budget: 400_000, projects: 30, voters: 2_250, minCost: 5_000, maxCost: 120_000, maxChoices: 6 }),
  )
}
