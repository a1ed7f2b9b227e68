import { type ComparisonCounts, compareOnModel } from './compare'
import { buildModel, type ElectionModel, type SelectionInput } from './election'
import { greedyOnModel } from './greedy'
import { type Run, runEqualShares, type TieBreak } from './equal-shares-run'
import { EqualSharesScreen, type Screened } from './equal-shares-screen'
import { type ExactNumber, exactNumber, Rational } from './rational'
import { type WorkBound, WorkMeter } from './work-bound'

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
  /** The work this selection may spend; past it the selection throws WorkLimitReached and has no outcome. */
  bound?: WorkBound
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
  tieBrokenBy: TieBreak
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
  }
  comparison: ComparisonCounts | null
  /** The lot drawn from the seed, for publication: the first project id wins a tie the lot decides. */
  lot: string[]
}

export function selectEqualShares(input: SelectionInput, options: EqualSharesOptions = {}): EqualSharesResult {
  const meter = new WorkMeter(options.bound)
  const model = buildModel(input, options.seed ?? '')
  meter.spend(model.groups.length + model.ids.length)
  const { run: kept, steps } = complete(model, options.completion ?? 'add1', meter)

  const funded = kept.funded.map((entry) => describe(model, entry))
  const mesSelected = funded.map((entry) => entry.id)
  const mesCost = exactNumber(Rational.of(kept.scaledCost, model.scale))
  // Without a single ballot nobody holds a share, and nothing is funded: the share is then nil, not a division by no one.
  const perVoter = model.voters
    ? Rational.of(model.scaledBudget + steps * BigInt(model.voters) * model.scale, BigInt(model.voters) * model.scale)
    : Rational.of(0n, 1n)
  let outcome: EqualSharesResult['outcome'] = 'equal-shares'
  let selected = mesSelected
  let cost = mesCost
  let comparison: ComparisonCounts | null = null
  if (options.comparison) {
    const greedy = greedyOnModel(
      model,
      input.projects.map((project) => project.id),
    )
    comparison = compareOnModel(model, greedy.selected, mesSelected, meter)
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
    endowment: { perVoter: exactNumber(perVoter), steps: Number(steps) },
    comparison,
    lot: model.lot,
  }
}

/**
 * Add1: the share is raised one currency unit per voter at a time, and the last outcome within the
 * money is kept. A run reports for how many raises ahead its outcome cannot change (decision 0054),
 * so the raises in between, which would each repeat it, are skipped: Add1 goes straight to the next
 * raise at which something can change, and the result is the one-unit-at-a-time result exactly.
 *
 * Where the outcome may change at every raise, the exact run is paid at every raise for its funded
 * set alone. There the raises are screened in floating point with certified bounds (decision 0072),
 * which answers the funded set or nothing; an exact run comes every `gap` raises (growing ×16 while the
 * exact runs find no jump, up to 256, back to every raise once they do) and wherever the screen cannot decide.
 */
function complete(model: ElectionModel, completion: Completion, meter: WorkMeter): { run: Run; steps: bigint } {
  const supported = model.votes.filter((votes) => votes > 0).length
  let exact = runEqualShares(model, 0n, meter)
  let kept: Run | Screened = exact
  let steps = 0n
  if (completion === 'none') return { run: exact, steps }
  const screen = new EqualSharesScreen(model)
  let gap = 1n
  let exactDue = 0n
  for (;;) {
    if (kept.selected.size === supported) break
    if (completion === 'add1-exhaustive' && isExhaustive(model, kept)) break
    let ahead = steps + 1n
    if (kept === exact) {
      // While a supported project is left out, enough money lets its supporters pay it, so some
      // comparison always changes ahead; should none, every further raise would repeat this outcome.
      if (exact.unchangedFor === null) break
      ahead = steps + exact.unchangedFor
      gap = exact.unchangedFor > 1n ? 1n : gap * 16n < MAX_GAP ? gap * 16n : MAX_GAP
      exactDue = steps + gap
    }
    let next: Run | Screened | null = ahead < exactDue ? screen.run(ahead, meter) : null
    if (next === null) next = exact = runEqualShares(model, ahead, meter, exact)
    if (next.scaledCost > model.scaledBudget) {
      // The raise before that one is the last within the money: the same projects as now.
      steps = ahead - 1n
      break
    }
    kept = next
    steps = ahead
  }
  // The outcome kept is run once more, whole, to say exactly what each supporter paid at its own
  // share, unless it already was: a run that went on from an earlier one's rounds has that one's
  // payments in them, and a screened raise has no payments at all.
  const whole = kept === exact && !exact.resumed && exact.between[0].steps === steps ? exact : runEqualShares(model, steps, meter)
  if (!sameProjects(whole.selected, kept.selected)) throw new Error('The screened raise and the exact run fund different projects')
  return { run: whole, steps }
}

/** The most raises screened between two exact runs. */
const MAX_GAP = 256n

function sameProjects(a: Set<number>, b: Set<number>): boolean {
  return a.size === b.size && [...a].every((project) => b.has(project))
}

function isExhaustive(model: ElectionModel, run: Run | Screened): boolean {
  const left = model.scaledBudget - run.scaledCost
  return model.scaledCosts.every((cost, project) => run.selected.has(project) || cost > left)
}

function describe(model: ElectionModel, entry: Run['funded'][number]): FundedProject {
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
