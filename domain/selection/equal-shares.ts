import { type ComparisonCounts, compareOnModel } from './compare'
import { buildModel, type ElectionModel, type SelectionInput } from './election'
import { greedyOnModel } from './greedy'
import { type ExactNumber, exactNumber, gcd, Rational } from './rational'

/**
 * 'Reparto equitativo', the Method of Equal Shares with cost utilities (equalshares.net, pabutools'
 * method_of_equal_shares with Cost_Sat). Each voter gets an equal share of the money; a project is
 * funded when its supporters can pay its cost between them, each paying the same or all they have
 * left; among the projects that can be paid, the one with the most 'effective votes' (its cost
 * divided by the most any one supporter pays) goes first. Everything is exact.
 */

export type Completion =
  /** Add1 without the exhaustive stop (the README's Add1-N): the variant that reproduces every official outcome. */
  | 'add1'
  /** Add1 that also stops at the first outcome to which nothing more fits (pabutools' voter_budget_increment=1). */
  | 'add1-exhaustive'
  /** The money divided by the voters, and no more. */
  | 'none'

export interface EqualSharesOptions {
  completion?: Completion
  /** Wieliczka's step: if more voters have more of their projects funded under 'most votes', that outcome stands. */
  comparison?: boolean
  /** The published seed of the lot for ties that cost and votes leave (see drawLot). */
  seed?: string
  /** At most this many raises of the share (each one currency unit per voter); reported when reached. */
  maxSteps?: number
}

/** A group of supporters who paid the same for a funded project. */
export interface Payment {
  amount: ExactNumber
  voters: number
}

export interface FundedProject {
  id: string
  cost: ExactNumber
  votes: number
  /** The cost divided by the most any supporter paid: the supporters who could pay it in full. */
  effectiveVotes: ExactNumber
  /** What each supporter paid, the most being the equal share; those with less left paid all of it. */
  payments: Payment[]
  /** How a tie with other projects of the same effective votes was broken, if there was one. */
  tieBrokenBy: 'cost' | 'votes' | 'lot' | null
}

export interface EqualSharesResult {
  /** Which outcome stands: equal shares' own, or that of 'most votes' when the comparison step prefers it. */
  outcome: 'equal-shares' | 'greedy'
  /** The standing outcome's projects, in their order of selection. */
  selected: string[]
  cost: ExactNumber
  /** Equal shares' own outcome, in order of selection, whether or not it stands. */
  funded: FundedProject[]
  equalSharesCost: ExactNumber
  endowment: {
    /** The share per voter at which the kept outcome was computed. */
    perVoter: ExactNumber
    /** How many one-unit raises above the budget divided by the voters. */
    steps: number
    /** True when maxSteps stopped the raises before the money ran out. */
    limitReached: boolean
  }
  comparison: ComparisonCounts | null
  /** The lot drawn from the seed, for publication: the first project id wins a tie the lot decides. */
  lot: string[]
}

const DEFAULT_MAX_STEPS = 100_000

export function selectEqualShares(input: SelectionInput, options: EqualSharesOptions = {}): EqualSharesResult {
  const model = buildModel(input, options.seed ?? '')
  const completion = options.completion ?? 'add1'
  const maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS
  const supported = model.votes.filter((votes) => votes > 0).length

  let kept = runEqualShares(model, 0n)
  let steps = 0
  let limitReached = false
  if (completion !== 'none') {
    for (;;) {
      if (kept.selected.size === supported) break
      if (completion === 'add1-exhaustive' && isExhaustive(model, kept)) break
      if (steps === maxSteps) {
        limitReached = true
        break
      }
      const next = runEqualShares(model, BigInt(steps + 1))
      if (next.scaledCost > model.scaledBudget) break
      kept = next
      steps++
    }
  }

  const funded = kept.funded.map((entry) => describe(model, entry))
  const mesSelected = funded.map((entry) => entry.id)
  const mesCost = exactNumber(Rational.of(kept.scaledCost, model.scale))
  const perVoter = Rational.of(model.scaledBudget + BigInt(steps) * BigInt(model.voters) * model.scale, BigInt(model.voters) * model.scale)
  let outcome: EqualSharesResult['outcome'] = 'equal-shares'
  let selected = mesSelected
  let cost = mesCost
  let comparison: ComparisonCounts | null = null
  if (options.comparison) {
    const greedy = greedyOnModel(
      model,
      input.projects.map((project) => project.id),
    )
    comparison = compareOnModel(model, greedy.selected, mesSelected)
    if (comparison.preferGreedy > comparison.preferEqualShares) {
      outcome = 'greedy'
      selected = greedy.selected
      cost = greedy.cost
    }
  }
  return {
    outcome,
    selected,
    cost,
    funded,
    equalSharesCost: mesCost,
    endowment: { perVoter: exactNumber(perVoter), steps, limitReached },
    comparison,
    lot: model.lot,
  }
}

interface RawFunded {
  project: number
  effNum: bigint
  effDen: bigint
  /** Amounts in units of 1/(den · scale), with how many voters paid each. */
  payments: { amount: bigint; voters: number }[]
  den: bigint
  tie: FundedProject['tieBrokenBy']
}

interface Run {
  funded: RawFunded[]
  selected: Set<number>
  scaledCost: bigint
}

function isExhaustive(model: ElectionModel, run: Run): boolean {
  const left = model.scaledBudget - run.scaledCost
  return model.scaledCosts.every((cost, project) => run.selected.has(project) || cost > left)
}

/**
 * One run of the method with a share of budget/n + `steps` currency units per voter.
 *
 * Voters are handled in classes of equal remaining money, and every class's money is an integer
 * numerator over one common denominator `den` (in units of 1/scale of the currency), so comparing
 * two voters' money is comparing two integers. Identical ballots are grouped once; a funded project
 * moves its supporters' groups to new classes. After each round the numerators and `den` are
 * divided by their common factor, which keeps the integers as short as the exact values allow.
 */
function runEqualShares(model: ElectionModel, steps: bigint): Run {
  const voters = BigInt(model.voters)
  const groupCount = model.groups.length
  let den = voters
  let classMoney: bigint[] = [model.scaledBudget + steps * voters * model.scale]
  let groupClass = new Int32Array(groupCount)
  const funded: RawFunded[] = []
  const selected = new Set<number>()
  let scaledCost = 0n

  // Supported projects that cost nothing are funded first: no one pays for them.
  const free = model.ids
    .map((_, project) => project)
    .filter((project) => model.scaledCosts[project] === 0n && model.votes[project] > 0)
    .sort((a, b) => model.votes[b] - model.votes[a] || model.lotRank[a] - model.lotRank[b])
  for (const project of free) {
    selected.add(project)
    funded.push({ project, effNum: BigInt(model.votes[project]), effDen: 1n, payments: [], den: 1n, tie: null })
  }
  // Effective votes only fall as voters spend, so last round's value bounds this round's.
  const candidates = model.ids.map((_, project) => project).filter((project) => model.scaledCosts[project] > 0n && model.votes[project] > 0)
  const boundNum = candidates.map((project) => BigInt(model.votes[project]))
  const boundDen = candidates.map(() => 1n)
  const alive = candidates.map(() => true)
  const need = new Array<bigint>(candidates.length).fill(0n)
  const payers = new Array<bigint>(candidates.length).fill(0n)

  for (;;) {
    const classCount = classMoney.length
    const rank = new Int32Array(classCount)
    const byMoney = classMoney.map((_, index) => index).sort((a, b) => cmp(classMoney[a], classMoney[b]))
    byMoney.forEach((cls, position) => {
      rank[cls] = position
    })
    const count = new Int32Array(classCount)
    const order = candidates
      .map((_, slot) => slot)
      .filter((slot) => alive[slot])
      .sort((a, b) => cmp(boundNum[b] * boundDen[a], boundNum[a] * boundDen[b]))
    let bestNum = 0n
    let bestDen = 1n
    let best: number[] = []
    for (const slot of order) {
      if (best.length > 0 && boundNum[slot] * bestDen < bestNum * boundDen[slot]) break
      const project = candidates[slot]
      const touched: number[] = []
      for (const group of model.supporters[project]) {
        const cls = groupClass[group]
        if (count[cls] === 0) touched.push(cls)
        count[cls] += model.groups[group].weight
      }
      let money = 0n
      for (const cls of touched) money += BigInt(count[cls]) * classMoney[cls]
      const costDen = model.scaledCosts[project] * den
      if (money < costDen) {
        alive[slot] = false
        for (const cls of touched) count[cls] = 0
        continue
      }
      touched.sort((a, b) => rank[a] - rank[b])
      // The poorest supporters pay all they have while that is less than an equal split of the rest.
      let paid = 0n
      let rest = BigInt(model.votes[project])
      for (const cls of touched) {
        if (costDen - paid <= classMoney[cls] * rest) break
        const members = BigInt(count[cls])
        paid += classMoney[cls] * members
        rest -= members
      }
      for (const cls of touched) count[cls] = 0
      need[slot] = costDen - paid
      payers[slot] = rest
      boundNum[slot] = costDen * rest
      boundDen[slot] = costDen - paid
      const versus = best.length === 0 ? 1 : cmp(boundNum[slot] * bestDen, bestNum * boundDen[slot])
      if (versus > 0) {
        bestNum = boundNum[slot]
        bestDen = boundDen[slot]
        best = [slot]
      } else if (versus === 0) best.push(slot)
    }
    if (best.length === 0) break

    const { slot, tie } = breakTie(model, candidates, best)
    const project = candidates[slot]
    alive[slot] = false
    selected.add(project)
    scaledCost += model.scaledCosts[project]
    // The equal share is need/payers in units of 1/den: write it as share/scaleUp over den·scaleUp.
    const common = gcd(need[slot], payers[slot])
    const share = need[slot] / common
    const scaleUp = payers[slot] / common
    den *= scaleUp
    if (scaleUp !== 1n) classMoney = classMoney.map((money) => money * scaleUp)
    const after = new Map<number, number>()
    const paidBy = new Map<bigint, number>()
    for (const group of model.supporters[project]) {
      const cls = groupClass[group]
      // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
      const payment = classMoney[cls] < share ? classMoney[cls] : share
      paidBy.set(payment, (paidBy.get(payment) ?? 0) + model.groups[group].weight)
      let moved = after.get(cls)
      if (moved === undefined) {
        moved = classMoney.length
        classMoney.push(classMoney[cls] - payment)
        after.set(cls, moved)
      }
      groupClass[group] = moved
    }
    funded.push({
      project,
      effNum: bestNum,
      effDen: bestDen,
      payments: [...paidBy.entries()].sort(([a], [b]) => cmp(b, a)).map(([amount, voters]) => ({ amount, voters })),
      den,
      tie,
    })
    ;({ classMoney, groupClass, den } = compact(classMoney, groupClass, den))
  }
  return { funded, selected, scaledCost }
}

/** Drops classes no group is in, merges classes with the same money, and divides out the common factor. */
function compact(classMoney: bigint[], groupClass: Int32Array, den: bigint) {
  const renumber = new Map<number, number>()
  const byMoney = new Map<bigint, number>()
  const money: bigint[] = []
  const next = new Int32Array(groupClass.length)
  for (let group = 0; group < groupClass.length; group++) {
    const old = groupClass[group]
    let cls = renumber.get(old)
    if (cls === undefined) {
      const value = classMoney[old]
      cls = byMoney.get(value)
      if (cls === undefined) {
        cls = money.length
        money.push(value)
        byMoney.set(value, cls)
      }
      renumber.set(old, cls)
    }
    next[group] = cls
  }
  let common = den
  for (const value of money) common = gcd(common, value)
  if (common > 1n) return { classMoney: money.map((value) => value / common), groupClass: next, den: den / common }
  return { classMoney: money, groupClass: next, den }
}

/** Lower cost first, then more votes, then the lot. */
function breakTie(model: ElectionModel, candidates: number[], best: number[]): { slot: number; tie: FundedProject['tieBrokenBy'] } {
  if (best.length === 1) return { slot: best[0], tie: null }
  const sorted = [...best].sort((a, b) => {
    const pa = candidates[a]
    const pb = candidates[b]
    return cmp(model.scaledCosts[pa], model.scaledCosts[pb]) || model.votes[pb] - model.votes[pa] || model.lotRank[pa] - model.lotRank[pb]
  })
  const [first, second] = sorted.map((slot) => candidates[slot])
  const tie = model.scaledCosts[first] !== model.scaledCosts[second] ? 'cost' : model.votes[first] !== model.votes[second] ? 'votes' : 'lot'
  return { slot: sorted[0], tie }
}

function describe(model: ElectionModel, entry: RawFunded): FundedProject {
  return {
    id: model.ids[entry.project],
    cost: exactNumber(model.costs[entry.project]),
    votes: model.votes[entry.project],
    effectiveVotes: exactNumber(Rational.of(entry.effNum, entry.effDen)),
    payments: entry.payments.map((payment) => ({
      amount: exactNumber(Rational.of(payment.amount, entry.den * model.scale)),
      voters: payment.voters,
    })),
    tieBrokenBy: entry.tie,
  }
}

function cmp(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0
}
