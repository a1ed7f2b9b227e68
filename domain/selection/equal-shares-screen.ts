import type { ElectionModel } from './election'
import type { WorkMeter } from './work-bound'

/**
 * One run of equal shares in floating point that answers only which projects it funds, and only when
 * every choice it makes is certain (decision 0072).
 *
 * Add1 needs, at every raise it passes, only the funded set (its cost, whether it is complete); the
 * exact run (`equal-shares-run.ts`) computes far more than that with bigints. Here every amount is an
 * interval [lo, hi] of doubles that holds the exact value: each operation rounds its bounds outwards,
 * and a sum of many terms is widened by the textbook bound of its rounding. A choice is taken only
 * when the intervals settle it: a project is affordable when the least its supporters can have reaches
 * its cost, out of reach when the most they can have does not; the winner's effective votes must be
 * above every other's upper bound, or, where two may share exactly the same effective votes (both paid
 * in equal shares by every supporter with money left, so that cost/share is the number of those
 * supporters, an integer), those integers are compared and the exact tie-break decides.
 * Anything closer returns null, and the caller runs the exact method at that raise instead: the screen
 * never decides a close call, so its funded set is the exact run's whenever it gives one.
 */
export interface Screened {
  selected: Set<number>
  scaledCost: bigint
}

/** Well above one rounding's relative error (2⁻⁵³) measured against the rounded result. */
const ULP = 2 ** -51

function down(value: number): number {
  return value - Math.abs(value) * ULP - Number.MIN_VALUE
}

function up(value: number): number {
  return value + Math.abs(value) * ULP + Number.MIN_VALUE
}

/** An integer as the narrowest interval of doubles that holds it. */
function bounds(value: bigint): [number, number] {
  const near = Number(value)
  return BigInt(near) === value ? [near, near] : [down(near), up(near)]
}

/**
 * How far a naive sum of `terms` non-negative products may lie from the exact sum, relative to the
 * computed sum (Higham's γₙ with room to spare: each product and each addition rounds once).
 */
function sumSlack(terms: number): number {
  return (terms + 2) * ULP
}

/**
 * The screen of one election: what every raise shares (the candidates, their costs as intervals, the
 * free projects) worked out once, and the arrays each run fills reused from run to run.
 */
export class EqualSharesScreen {
  private readonly free: number[] = []
  private readonly candidates: number[] = []
  private readonly costLo: Float64Array
  private readonly costHi: Float64Array
  private readonly lo: Float64Array
  private readonly hi: Float64Array
  private readonly bound: Float64Array
  private readonly alive: Uint8Array
  private readonly shareLoOf: Float64Array
  private readonly shareHiOf: Float64Array

  constructor(private readonly model: ElectionModel) {
    for (let project = 0; project < model.ids.length; project++)
      if (model.votes[project] > 0) (model.scaledCosts[project] === 0n ? this.free : this.candidates).push(project)
    const slots = this.candidates.length
    this.costLo = new Float64Array(slots)
    this.costHi = new Float64Array(slots)
    this.candidates.forEach((project, slot) => {
      ;[this.costLo[slot], this.costHi[slot]] = bounds(model.scaledCosts[project])
    })
    this.lo = new Float64Array(model.groups.length)
    this.hi = new Float64Array(model.groups.length)
    this.bound = new Float64Array(slots)
    this.alive = new Uint8Array(slots)
    this.shareLoOf = new Float64Array(slots)
    this.shareHiOf = new Float64Array(slots)
  }

  /** The run at `steps` raises: its funded set, or null where a choice is too close to call. */
  run(steps: bigint, meter: WorkMeter): Screened | null {
    const { model, candidates, costLo, costHi, lo, hi, bound, alive, shareLoOf, shareHiOf } = this
    // Supported projects that cost nothing are funded first: no one pays for them.
    const selected = new Set(this.free)
    let scaledCost = 0n
    if (candidates.length === 0) return { selected, scaledCost }
    // Every voter's share, in units of 1/scale of the currency: (budget + steps·voters) / voters.
    const [totalLo, totalHi] = bounds(model.scaledBudget + steps * BigInt(model.voters) * model.scale)
    // Every ballot group starts with the share: work once per run; each round then visits only what it weighs.
    meter.spend(model.groups.length)
    lo.fill(Math.max(0, down(totalLo / model.voters)))
    hi.fill(up(totalHi / model.voters))
    // Effective votes only fall as voters spend, so a project's upper bound of one round holds in the next.
    candidates.forEach((project, slot) => {
      bound[slot] = model.votes[project]
    })
    alive.fill(1)
    // Each weighed project's share this round, as an interval: the winner's is what its supporters pay.
    shareLoOf.fill(0)
    shareHiOf.fill(0)
    // The projects still in play, highest bound first: kept from round to round, where only the
    // weighed projects' bounds moved, so an insertion sort puts them back in order at little cost.
    let ranked = candidates.map((_, slot) => slot)

    for (;;) {
      ranked = ranked.filter((slot) => alive[slot] === 1)
      for (let at = 1; at < ranked.length; at++) {
        const slot = ranked[at]
        let to = at
        while (to > 0 && bound[ranked[to - 1]] < bound[slot]) {
          ranked[to] = ranked[to - 1]
          to--
        }
        ranked[to] = slot
      }
      meter.spend(ranked.length)
      let best: number[] = []
      let bestLo = 0
      let bestHi = 0
      let bestFlat = false
      for (const slot of ranked) {
        // Certainly below the best so far: neither it nor any later one (their bounds are lower) can win.
        if (best.length > 0 && bound[slot] < bestLo) break
        const project = candidates[slot]
        const supporters = model.supporters[project]
        const votes = model.votes[project]
        meter.spend(supporters.length)
        // One pass for what the supporters have, the poorest of those with anything left, and the first
        // step towards the share from below: from the equal split, or from the share of an earlier
        // round, which can only have grown since (money only falls).
        const from = Math.max(costHi[slot] / votes, shareLoOf[slot])
        let moneyLo = 0
        let moneyHi = 0
        let poorest = Number.POSITIVE_INFINITY
        let spent = 0
        let paid = 0
        let rest = 0
        for (let at = 0; at < supporters.length; at++) {
          const group = supporters[at]
          const weight = model.weights[group]
          const least = lo[group]
          moneyLo += weight * least
          moneyHi += weight * hi[group]
          // An upper bound of nothing is nothing: these supporters have certainly spent all they had.
          if (hi[group] === 0) spent += weight
          else if (least < poorest) poorest = least
          if (least < from) paid += weight * least
          else rest += weight
        }
        const slack = sumSlack(supporters.length)
        const width = moneyHi - moneyLo + costHi[slot] - costLo[slot]
        moneyLo = down(moneyLo * (1 - slack))
        moneyHi = up(moneyHi * (1 + slack))
        if (moneyHi < costLo[slot]) {
          alive[slot] = 0
          continue
        }
        if (moneyLo < costHi[slot]) return null
        // Everyone with money left can pay an equal split of the cost: the share is cost/payers exactly,
        // and the effective votes are the payers, an integer (the case of ties between projects).
        const payers = votes - spent
        const flat = payers > 0 && poorest >= up(costHi[slot] / payers)
        if (flat) {
          shareLoOf[slot] = down(costLo[slot] / payers)
          shareHiOf[slot] = up(costHi[slot] / payers)
        } else if (!certifyShare(model, supporters, lo, hi, costLo[slot], costHi[slot], paid, rest, width, shareLoOf, shareHiOf, slot))
          return null
        const shareOfLo = shareLoOf[slot]
        const shareOfHi = shareHiOf[slot]
        const effectiveLo = down(costLo[slot] / shareOfHi)
        const effectiveHi = up(costHi[slot] / shareOfLo)
        bound[slot] = flat ? payers : effectiveHi
        if (best.length === 0 || effectiveLo > bestHi) {
          best = [slot]
          bestLo = flat ? payers : effectiveLo
          bestHi = flat ? payers : effectiveHi
          bestFlat = flat
        } else if (effectiveHi < bestLo) {
          // Certainly below the best.
        } else if (flat && bestFlat) {
          // Both exactly their payers' number of effective votes: compared as the integers they are.
          if (payers > bestLo) {
            best = [slot]
            bestLo = payers
            bestHi = payers
          } else if (payers === bestLo) best.push(slot)
        } else return null
      }
      if (best.length === 0) break
      const slot = winnerOf(model, candidates, best)
      const project = candidates[slot]
      const shareLo = shareLoOf[slot]
      const shareHi = shareHiOf[slot]
      const payers = model.supporters[project]
      for (let at = 0; at < payers.length; at++) {
        const group = payers[at]
        // What a supporter keeps, max(0, money − share), grows with the money and falls with the share.
        lo[group] = Math.max(0, down(lo[group] - shareHi))
        hi[group] = Math.max(0, up(hi[group] - shareLo))
      }
      meter.spend(payers.length)
      alive[slot] = 0
      selected.add(project)
      scaledCost += model.scaledCosts[project]
    }
    return { selected, scaledCost }
  }
}

/**
 * The equal share of a project its supporters can pay, as an interval, written into `shareLo` and
 * `shareHi` at `slot`; false when the intervals are too wide to tell. The share is the root of
 * F(share) = Σ weight·min(money, share) = cost, which grows with the share and the money. An estimate
 * comes from Newton's method on the poorer side, from below the root (`paid` and `rest` are its first
 * step's sums): F is concave and piecewise linear, so each step lands on the root of the piece it
 * stands on, never past the root, and a step or two reach it. The estimate is then widened by its
 * rounding (what is left of the cost after the poorest pay all can be a small difference of large
 * sums) and by the width of the money, and checked: if the least the supporters would pay at the upper
 * end reaches the most the cost can be, the root is below it; if the most they would pay at the lower
 * end is under the least the cost can be, the root is above it. A failed upper check is the next step.
 */
function certifyShare(
  model: ElectionModel,
  supporters: Int32Array,
  lo: Float64Array,
  hi: Float64Array,
  costLo: number,
  costHi: number,
  paid: number,
  rest: number,
  width: number,
  shareLo: Float64Array,
  shareHi: Float64Array,
  slot: number,
): boolean {
  const slack = sumSlack(supporters.length)
  for (let step = 0; step <= supporters.length; step++) {
    if (rest === 0) return false
    const estimate = (costHi - paid) / rest
    const error = ((costHi + paid) * slack) / rest + estimate * 1e-12
    const above = up(estimate + 4 * error)
    const below = down(estimate - 4 * error - (2 * width) / rest)
    if (!(below > 0)) return false
    let leastAbove = 0
    let mostBelow = 0
    paid = 0
    rest = 0
    for (let at = 0; at < supporters.length; at++) {
      const group = supporters[at]
      const weight = model.weights[group]
      const least = lo[group]
      if (least < above) {
        leastAbove += weight * least
        paid += weight * least
      } else {
        leastAbove += weight * above
        rest += weight
      }
      mostBelow += weight * Math.min(hi[group], below)
    }
    if (up(mostBelow * (1 + slack)) >= costLo) return false
    if (down(leastAbove * (1 - slack)) >= costHi) {
      shareLo[slot] = below
      shareHi[slot] = above
      return true
    }
  }
  return false
}

/** Lower cost first, then more votes, then the lot: the exact run's tie-break. */
function winnerOf(model: ElectionModel, candidates: number[], best: number[]): number {
  let winner = best[0]
  for (const slot of best.slice(1)) {
    const a = candidates[slot]
    const b = candidates[winner]
    const byCost = model.scaledCosts[a] < model.scaledCosts[b] ? -1 : model.scaledCosts[a] > model.scaledCosts[b] ? 1 : 0
    if ((byCost || model.votes[b] - model.votes[a] || model.lotRank[a] - model.lotRank[b]) < 0) winner = slot
  }
  return winner
}
