import type { ElectionModel } from './election'
import { gcd } from './rational'
import type { WorkMeter } from './work-bound'

interface RawFunded {
  project: number
  effNum: bigint
  effDen: bigint
  /** Amounts in units of 1/(den · scale), with how many voters paid each. */
  payments: { amount: bigint; voters: number }[]
  den: bigint
  tie: TieBreak
}

/** How a tie with other projects of the same effective votes was broken, if there was one. */
export type TieBreak = 'cost' | 'votes' | 'lot' | null

export interface Run {
  funded: RawFunded[]
  selected: Set<number>
  scaledCost: bigint
  /**
   * How many raises above this run's the same projects stay funded in the same order, at least: the
   * first raise at which one comparison the run made could turn out otherwise (null: none ever can).
   * See decision 0054.
   */
  unchangedFor: bigint | null
  /** The state after each round (the first: before any), from which a later run may go on. */
  between: (Between | Passed)[]
  /** Whether it went on from an earlier run's state: its payments before that are that run's, not its own. */
  resumed: boolean
}

/**
 * The run's state between two rounds at the raise `steps`, every amount with its slope, and the raise
 * from which one of the comparisons made so far may change (null: none can). A run at a later raise
 * before that one makes the same choices in these rounds, so it starts from this state moved along the
 * slopes instead of from the first round (decision 0054).
 */
interface Between {
  steps: bigint
  holdsUntil: bigint | null
  classMoney: bigint[]
  classSlope: bigint[]
  groupClass: Int32Array
  den: bigint
  boundNum: bigint[]
  boundDen: bigint[]
  boundDenSlope: bigint[]
  alive: boolean[]
  funded: number
  selected: Set<number>
  scaledCost: bigint
}

/**
 * A state followed by one that holds as long: a later run always goes on from that next one (see
 * `resumable`), so only its raise and horizon are kept, and its copies of the classes are let go.
 */
type Passed = Pick<Between, 'steps' | 'holdsUntil'>

function isWhole(state: Between | Passed): state is Between {
  return 'classMoney' in state
}

/**
 * One run of the method with a share of budget/n + `steps` currency units per voter.
 *
 * Voters are handled in classes of equal remaining money, and every class's money is an integer
 * numerator over one common denominator `den` (in units of 1/scale of the currency), so comparing
 * two voters' money is comparing two integers. Identical ballots are grouped once; a funded project
 * moves its supporters' groups to new classes. After each round the numerators and `den` are
 * divided by their common factor, which keeps the integers as short as the exact values allow.
 *
 * Beside each amount the run keeps how it grows with one more raise (`…Slope`): while the run makes
 * the same choices, every class's money, every share and every project's effective votes' terms are
 * linear in the raise, so each comparison that decides the outcome is a line whose sign can be
 * followed ahead. The run reports the nearest raise at which any of them changes sign.
 */
export function runEqualShares(model: ElectionModel, steps: bigint, meter: WorkMeter, earlier?: Run): Run {
  const from = earlier ? resumable(earlier, steps) : 0
  const start = earlier ? earlier.between[from] : fresh(model, steps)
  if (!isWhole(start)) throw new Error('A run went on from a passed state')
  const moved = steps - start.steps
  // Moved along their slopes, the classes may no longer be in order of money: sorted again.
  let { classMoney, classSlope, groupClass, den } =
    moved === 0n
      ? { classMoney: [...start.classMoney], classSlope: [...start.classSlope], groupClass: start.groupClass.slice(), den: start.den }
      : compact(
          start.classMoney.map((money, cls) => money + start.classSlope[cls] * moved),
          start.classSlope,
          start.groupClass.slice(),
          start.den,
          0,
        )
  const funded = earlier ? earlier.funded.slice(0, start.funded) : []
  const selected = new Set(start.selected)
  let scaledCost = start.scaledCost
  const ahead = new Horizon()
  if (start.holdsUntil !== null) ahead.take(start.holdsUntil - steps)
  // The states before this one are the earlier run's; this one and the next are this run's own.
  const between = earlier ? earlier.between.slice(0, from) : []

  if (!earlier)
    // Supported projects that cost nothing are funded first: no one pays for them.
    for (const project of start.selected)
      funded.push({ project, effNum: BigInt(model.votes[project]), effDen: 1n, payments: [], den: 1n, tie: null })
  const candidates = model.ids.map((_, project) => project).filter((project) => model.scaledCosts[project] > 0n && model.votes[project] > 0)
  const boundNum = [...start.boundNum]
  const boundDen = start.boundDen.map((value, slot) => value + start.boundDenSlope[slot] * moved)
  const boundDenSlope = [...start.boundDenSlope]
  const alive = [...start.alive]
  const need = new Array<bigint>(candidates.length).fill(0n)
  const needSlope = new Array<bigint>(candidates.length).fill(0n)
  const payers = new Array<bigint>(candidates.length).fill(0n)
  // Scratch arrays indexed by class, grown as the classes grow: `count` is all zeros between uses.
  let count = new Int32Array(0)
  let classes = new Int32Array(0)
  let after = new Int32Array(0)

  for (;;) {
    const holdsUntil = ahead.nearest === null ? null : steps + ahead.nearest
    const last = between.at(-1)
    if (last !== undefined && last.holdsUntil === holdsUntil) between[between.length - 1] = { steps: last.steps, holdsUntil }
    between.push({
      steps,
      holdsUntil,
      classMoney: [...classMoney],
      classSlope: [...classSlope],
      groupClass: groupClass.slice(),
      den,
      boundNum: [...boundNum],
      boundDen: [...boundDen],
      boundDenSlope: [...boundDenSlope],
      alive: [...alive],
      funded: funded.length,
      selected: new Set(selected),
      scaledCost,
    })
    const classCount = classMoney.length
    const order = candidates
      .map((_, slot) => slot)
      .filter((slot) => alive[slot])
      .sort(byBound(boundNum, boundDen))
    meter.spend(classCount + order.length)
    if (count.length < classCount) {
      count = new Int32Array(2 * classCount)
      classes = new Int32Array(2 * classCount)
      after = new Int32Array(2 * classCount)
    }
    let bestNum = 0n
    let bestDen = 1n
    let best: number[] = []
    // The affordable projects weighed this round, against which the winner is compared.
    const weighed: number[] = []
    let skippedFrom = order.length
    for (let position = 0; position < order.length; position++) {
      const slot = order[position]
      if (best.length > 0 && boundNum[slot] * bestDen < bestNum * boundDen[slot]) {
        skippedFrom = position
        break
      }
      const project = candidates[slot]
      meter.spend(model.supporters[project].length)
      const found = gather(model, project, groupClass, count, classes)
      let money = 0n
      let moneySlope = 0n
      // Classes are numbered in order of money: the poorest is the lowest number.
      let poorest = classes[0]
      for (let at = 0; at < found; at++) {
        const cls = classes[at]
        money += BigInt(count[cls]) * classMoney[cls]
        moneySlope += BigInt(count[cls]) * classSlope[cls]
        if (cls < poorest) poorest = cls
      }
      const costDen = model.scaledCosts[project] * den
      // Whether the supporters can pay it.
      ahead.follow(money - costDen, moneySlope)
      if (money < costDen) {
        alive[slot] = false
        for (let at = 0; at < found; at++) count[classes[at]] = 0
        continue
      }
      // The poorest supporters pay all they have while that is less than an equal split of the rest
      // (when even the poorest can pay an equal split, everyone pays it: no order needed).
      let paid = 0n
      let paidSlope = 0n
      let rest = BigInt(model.votes[project])
      if (costDen > classMoney[poorest] * rest) {
        meter.spend(found)
        for (const cls of classes.subarray(0, found).sort()) {
          if (costDen - paid <= classMoney[cls] * rest) break
          const members = BigInt(count[cls])
          paid += classMoney[cls] * members
          paidSlope += classSlope[cls] * members
          rest -= members
        }
      }
      need[slot] = costDen - paid
      needSlope[slot] = -paidSlope
      payers[slot] = rest
      for (let at = 0; at < found; at++) count[classes[at]] = 0
      boundNum[slot] = costDen * rest
      boundDen[slot] = need[slot]
      boundDenSlope[slot] = needSlope[slot]
      weighed.push(slot)
      const versus = best.length === 0 ? 1 : cmp(boundNum[slot] * bestDen, bestNum * boundDen[slot])
      if (versus > 0) {
        bestNum = boundNum[slot]
        bestDen = boundDen[slot]
        best = [slot]
      } else if (versus === 0) best.push(slot)
    }
    if (best.length === 0) break

    const { slot, tie } = breakTie(model, candidates, best)
    // Who pays all (less than the share) and who pays the share decides the winner's payments, so the money of every later
    // round, and of the projects tied with it, whether they stay tied: followed exactly.
    for (const tied of best)
      for (let at = 0, found = gather(model, candidates[tied], groupClass, count, classes); at < found; at++) {
        const cls = classes[at]
        count[cls] = 0
        ahead.follow(classMoney[cls] * payers[tied] - need[tied], classSlope[cls] * payers[tied] - needSlope[tied])
      }
    // The winner against every other project weighed, and against every bound left unweighed: its
    // effective votes stay above theirs (or tied, broken the same way) while these signs hold. The
    // others' shares are taken along their present lines, which never lie above the true shares
    // (decision 0054: a share is the largest of such lines), so their true effective votes stay
    // below these bounds even where who pays all among their supporters changes.
    const rival = (other: number) =>
      ahead.follow(
        boundNum[slot] * boundDen[other] - boundNum[other] * boundDen[slot],
        boundNum[slot] * boundDenSlope[other] - boundNum[other] * boundDenSlope[slot],
      )
    for (const other of weighed) if (other !== slot) rival(other)
    for (let position = skippedFrom; position < order.length; position++) rival(order[position])

    const project = candidates[slot]
    alive[slot] = false
    selected.add(project)
    scaledCost += model.scaledCosts[project]
    // The equal share is need/payers in units of 1/den: write it (and its slope) over den·scaleUp.
    const common = gcd(gcd(need[slot], needSlope[slot]), payers[slot])
    const share = need[slot] / common
    const shareSlope = needSlope[slot] / common
    const scaleUp = payers[slot] / common
    den *= scaleUp
    if (scaleUp !== 1n) {
      classMoney = classMoney.map((money) => money * scaleUp)
      classSlope = classSlope.map((slope) => slope * scaleUp)
    }
    // The winner's supporters by class, poorest first: those who pay all they have, then those who pay the share.
    const touched = classes.subarray(0, gather(model, project, groupClass, count, classes)).sort()
    const payments: RawFunded['payments'] = []
    for (const cls of touched) {
      const paysAll = classMoney[cls] < share
      const amount = paysAll ? classMoney[cls] : share
      // Classes of the same money (and different slopes) paid the same.
      if (payments.length > 0 && payments[0].amount === amount) payments[0].voters += count[cls]
      else payments.unshift({ amount, voters: count[cls] })
      count[cls] = 0
      after[cls] = classMoney.length
      classMoney.push(classMoney[cls] - amount)
      classSlope.push(paysAll ? 0n : classSlope[cls] - shareSlope)
    }
    for (const group of model.supporters[project]) groupClass[group] = after[groupClass[group]]
    funded.push({ project, effNum: bestNum, effDen: bestDen, payments, den, tie })
    ;({ classMoney, classSlope, groupClass, den } = compact(classMoney, classSlope, groupClass, den, classCount))
  }
  return { funded, selected, scaledCost, unchangedFor: ahead.nearest, between, resumed: from > 0 }
}

/**
 * The classes of a project's supporters (the first of `classes`, unordered; answers how many) with how
 * many supporters each class has (in `count`, which the caller sets back to zero).
 */
function gather(model: ElectionModel, project: number, groupClass: Int32Array, count: Int32Array, classes: Int32Array): number {
  let found = 0
  for (const group of model.supporters[project]) {
    const cls = groupClass[group]
    if (count[cls] === 0) classes[found++] = cls
    count[cls] += model.weights[group]
  }
  return found
}

/** The state before the first round: every voter with the same share, the free projects funded. */
function fresh(model: ElectionModel, steps: bigint): Between {
  const voters = BigInt(model.voters)
  const candidates = model.ids.map((_, project) => project).filter((project) => model.scaledCosts[project] > 0n && model.votes[project] > 0)
  // Supported projects that cost nothing are funded first: no one pays for them.
  const free = model.ids
    .map((_, project) => project)
    .filter((project) => model.scaledCosts[project] === 0n && model.votes[project] > 0)
    .sort((a, b) => model.votes[b] - model.votes[a] || model.lotRank[a] - model.lotRank[b])
  return {
    steps,
    holdsUntil: null,
    classMoney: [model.scaledBudget + steps * voters * model.scale],
    classSlope: [voters * model.scale],
    groupClass: new Int32Array(model.groups.length),
    den: voters,
    // Effective votes only fall as voters spend, so last round's value bounds this round's.
    boundNum: candidates.map((project) => BigInt(model.votes[project])),
    boundDen: candidates.map(() => 1n),
    boundDenSlope: candidates.map(() => 0n),
    alive: candidates.map(() => true),
    funded: free.length,
    selected: new Set(free),
    scaledCost: 0n,
  }
}

/** The latest state of an earlier run whose rounds a run at `steps` repeats (the first one always is). */
function resumable(earlier: Run, steps: bigint): number {
  let index = 0
  while (index + 1 < earlier.between.length) {
    const next = earlier.between[index + 1]
    if (next.holdsUntil !== null && steps >= next.holdsUntil) break
    index++
  }
  return index
}

/** The nearest raise at which one of the followed lines a + b·k (k raises ahead) changes sign. */
class Horizon {
  nearest: bigint | null = null

  follow(now: bigint, slope: bigint) {
    if (now === 0n) {
      if (slope !== 0n) this.take(1n)
    } else if (now > 0n) {
      if (slope < 0n) this.take(ceilDiv(now, -slope))
    } else if (slope > 0n) this.take(ceilDiv(-now, slope))
  }

  take(at: bigint | null) {
    if (at !== null && (this.nearest === null || at < this.nearest)) this.nearest = at
  }
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b
}

/**
 * Drops classes no group is in, merges classes whose money is the same now and after any raise,
 * numbers them in order of money (then slope) in `groupClass` itself, and divides out the common factor. The first
 * `ordered` classes are already in that order (a round adds its winner's payers after them, in order
 * too, so the two are merged rather than sorted again).
 */
function compact(classMoney: bigint[], classSlope: bigint[], groupClass: Int32Array, den: bigint, ordered: number) {
  const live = new Uint8Array(classMoney.length)
  for (let group = 0; group < groupClass.length; group++) live[groupClass[group]] = 1
  const before = (a: number, b: number) => cmp(classMoney[a], classMoney[b]) || cmp(classSlope[a], classSlope[b])
  const old: number[] = []
  const added: number[] = []
  for (let cls = 0; cls < classMoney.length; cls++) if (live[cls]) (cls < ordered ? old : added).push(cls)
  if (added.some((cls, at) => at > 0 && before(added[at - 1], cls) > 0)) added.sort(before)
  const renumber = new Int32Array(classMoney.length)
  const money: bigint[] = []
  const slope: bigint[] = []
  for (let a = 0, b = 0; a < old.length || b < added.length; ) {
    const cls = b === added.length || (a < old.length && before(old[a], added[b]) <= 0) ? old[a++] : added[b++]
    const last = money.length - 1
    if (last < 0 || money[last] !== classMoney[cls] || slope[last] !== classSlope[cls]) {
      money.push(classMoney[cls])
      slope.push(classSlope[cls])
    }
    renumber[cls] = money.length - 1
  }
  for (let group = 0; group < groupClass.length; group++) groupClass[group] = renumber[groupClass[group]]
  // The classes a round leaves alone were all multiplied by the same factor as the denominator, so
  // the common factor is sought in the new ones first, where it usually falls to 1 at once.
  let common = den
  for (const cls of [...added, ...old]) {
    if (common === 1n) break
    common = gcd(gcd(common, classMoney[cls]), classSlope[cls])
  }
  if (common > 1n)
    return {
      classMoney: money.map((value) => value / common),
      classSlope: slope.map((value) => value / common),
      groupClass,
      den: den / common,
    }
  return { classMoney: money, classSlope: slope, groupClass, den }
}

/**
 * Higher effective-vote bound first, as `cmp(num_b·den_a, num_a·den_b)`. Where both denominators are
 * positive and the two quotients as doubles differ by far more than their rounding (each is within a
 * relative 2⁻⁵¹ of the exact one), the doubles decide; otherwise the exact products do. Every pair gets
 * the exact comparison's answer, so the sort gives the same order with fewer bigint products.
 */
function byBound(boundNum: bigint[], boundDen: bigint[]): (a: number, b: number) => number {
  const near = boundNum.map((num, slot) => (boundDen[slot] > 0n ? Number(num) / Number(boundDen[slot]) : Number.NaN))
  return (a, b) => {
    const x = near[a]
    const y = near[b]
    if (Number.isFinite(x) && Number.isFinite(y) && Math.abs(x - y) > 1e-9 * Math.max(Math.abs(x), Math.abs(y))) return y > x ? 1 : -1
    return cmp(boundNum[b] * boundDen[a], boundNum[a] * boundDen[b])
  }
}

/** Lower cost first, then more votes, then the lot. */
function breakTie(model: ElectionModel, candidates: number[], best: number[]): { slot: number; tie: TieBreak } {
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

function cmp(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0
}
