import type { SelectionRule } from './budget'
import { compareOutcomes, selectEqualShares, selectGreedy, type SelectionInput, type WorkBound } from './selection'

/** A heading's candidate: a pending, feasible proposal with its cost, as listed by submission. */
export interface Candidate {
  id: number
  title: string
  estimatedCost: number
}

/** The board's changes to what a rule selects: each one with its public reason (the preview needs none). */
export interface BoardChanges {
  excluded: readonly number[]
  included: readonly number[]
}

interface SelectionItem {
  id: number
  title: string
  votes: number
  estimatedCost: number
  /** What the selected proposals cost so far, this one included when it is selected. */
  runningTotal: number
  fits: boolean
  /** 'included' or 'excluded' by the board; null when the rule alone decided. */
  change: 'included' | 'excluded' | null
  /** Equal shares only, for a funded proposal: its supporters who could pay it in full… */
  effectiveVotes: number | null
  /** …and what they paid: `voters` supporters paid `amount` euros each (rounded to cents for reading). */
  payments: { amount: number; voters: number }[] | null
}

export interface SelectionPreview {
  rule: SelectionRule
  amount: number
  remaining: number
  items: SelectionItem[]
  selected: number[]
  other: { rule: SelectionRule; selected: number[] }
  /** How many voters have more of their proposals funded under each rule (the council's comparison). */
  voters: { total: number; preferGreedy: number; preferEqualShares: number; equal: number }
  /** Equal shares: whether the comparison step handed the outcome to 'most votes'; the share per voter. */
  outcome: SelectionRule
  /**
   * Equal shares, as the laboratory explains it: the money divided by the voters to start with
   * (`startShare`), raised a euro at a time while the outcome still fits the money, and the share at
   * which the outcome was computed (`endowment`). Shares to decide with: what is paid never passes the money.
   */
  startShare: number | null
  endowment: number | null
  /** The published seed of the lot that breaks ties cost and votes leave. */
  seed: string
}

/**
 * The work one rule may spend on a heading's preview or confirmation, in the rules' units (a voter
 * class or a supporter group visited, a project weighed, a ballot read). Why 30 million: equal shares
 * with Add1 spends some 19 million on the bench's large district (200 projects, 50,000 voters), the
 * largest heading a council is expected to have, most of it in raises screened in floating point
 * (decision 0072), whose unit costs some 0.03–0.1 µs; the exact runs' unit costs 0.2–0.4 µs of CPU in
 * Node, so even a heading spent wholly in exact runs stops within 6–12 s, and 'most votes' and the
 * comparison read each ballot once (a few hundred thousand units): within a Worker's 30 s of CPU in
 * production. A heading past it is refused, never shown cut short.
 */
const SELECTION_WORK_BOUND: WorkBound = { limit: 30_000_000 }

const OTHER: Record<SelectionRule, SelectionRule> = { greedy: 'equal-shares', 'equal-shares': 'greedy' }
const cents = (value: number) => Math.round(value * 100) / 100

/**
 * One rule's selection for a heading, the board's changes applied, beside the other rule's: what the
 * preview shows and the confirmation approves. The proposals the board puts in are paid first; the
 * rule then chooses among the rest (never the ones taken out) with the money left.
 */
export function previewSelection(input: {
  amount: number
  candidates: readonly Candidate[]
  /** One entry per voter: the candidate ids they supported. */
  ballots: readonly (readonly number[])[]
  rule: SelectionRule
  comparison: boolean
  changes: BoardChanges
  seed: string
}): SelectionPreview {
  const { amount, candidates, changes } = input
  const byId = new Map(candidates.map((c) => [c.id, c]))
  const votes = new Map(candidates.map((c) => [c.id, 0]))
  for (const ballot of input.ballots) for (const id of ballot) votes.set(id, (votes.get(id) ?? 0) + 1)
  const forced = new Set(changes.included)
  const out = new Set(changes.excluded)
  const reserved = changes.included.reduce((sum, id) => sum + (byId.get(id)?.estimatedCost ?? 0), 0)
  const open = candidates.filter((c) => !forced.has(c.id) && !out.has(c.id))
  const election: SelectionInput = {
    budget: Math.max(0, amount - reserved),
    projects: open.map((c) => ({ id: String(c.id), cost: c.estimatedCost })),
    ballots: input.ballots.map((b) => b.filter((id) => !forced.has(id) && !out.has(id)).map(String)),
  }
  const bound = SELECTION_WORK_BOUND
  // 'Most votes' from the counts just made: the ballots are read once.
  const greedy = selectGreedy(
    { budget: election.budget, projects: open.map((c) => ({ id: String(c.id), cost: c.estimatedCost, votes: votes.get(c.id) ?? 0 })) },
    bound,
  )
  const equalShares = selectEqualShares(election, { comparison: input.comparison, seed: input.seed, bound })
  const chosen = {
    greedy: [...changes.included, ...greedy.selected.map(Number)],
    'equal-shares': [...changes.included, ...equalShares.selected.map(Number)],
  }
  const counts = compareOutcomes(
    {
      budget: amount,
      projects: candidates.map((c) => ({ id: String(c.id), cost: c.estimatedCost })),
      ballots: input.ballots.map((b) => b.map(String)),
    },
    chosen.greedy.map(String),
    // Equal shares' own outcome, even when the comparison step hands the heading to 'most votes'.
    [...changes.included, ...equalShares.funded.map((f) => Number(f.id))].map(String),
    bound,
  )

  const selected = chosen[input.rule]
  const funded = new Map(equalShares.funded.map((f) => [Number(f.id), f]))
  const explain = input.rule === 'equal-shares' && equalShares.outcome === 'equal-shares'
  let runningTotal = 0
  const item = (c: Candidate, fits: boolean, change: SelectionItem['change']): SelectionItem => {
    if (fits) runningTotal += c.estimatedCost
    const paid = explain && fits ? funded.get(c.id) : undefined
    return {
      id: c.id,
      title: c.title,
      votes: votes.get(c.id) ?? 0,
      estimatedCost: c.estimatedCost,
      runningTotal,
      fits,
      change,
      effectiveVotes: paid ? cents(paid.effectiveVotes.value) : null,
      // A supporter with nothing left pays nothing: not a payer.
      payments: paid
        ? paid.payments.filter((p) => p.amount.value > 0).map((p) => ({ amount: cents(p.amount.value), voters: p.voters }))
        : null,
    }
  }
  const picked = new Set(selected)
  // 'Most votes' lists every proposal in its order, skipped ones in place; equal shares, its order of
  // selection and then the rest by votes (ties by submission, the listing order).
  const ruleOrder =
    input.rule === 'greedy'
      ? greedy.items.map((i) => Number(i.id))
      : [...selected.filter((id) => !forced.has(id)), ...rest(open, picked, votes)]
  const items = [
    ...changes.included.flatMap((id) => (byId.has(id) ? [item(byId.get(id)!, true, 'included')] : [])),
    ...ruleOrder.map((id) => item(byId.get(id)!, picked.has(id), null)),
    ...changes.excluded.flatMap((id) => (byId.has(id) ? [item(byId.get(id)!, false, 'excluded')] : [])),
  ]
  return {
    rule: input.rule,
    amount,
    remaining: amount - runningTotal,
    items,
    selected,
    other: { rule: OTHER[input.rule], selected: chosen[OTHER[input.rule]] },
    voters: { total: input.ballots.length, ...counts },
    outcome: input.rule === 'equal-shares' ? equalShares.outcome : 'greedy',
    startShare: input.rule === 'equal-shares' ? cents(equalShares.endowment.perVoter.value - equalShares.endowment.steps) : null,
    endowment: input.rule === 'equal-shares' ? cents(equalShares.endowment.perVoter.value) : null,
    seed: input.seed,
  }
}

/** The candidates a rule left out, by votes, ties in listing order. */
function rest(open: readonly Candidate[], picked: ReadonlySet<number>, votes: ReadonlyMap<number, number>) {
  return open
    .map((c, listed) => ({ id: c.id, listed }))
    .filter((c) => !picked.has(c.id))
    .sort((a, b) => (votes.get(b.id) ?? 0) - (votes.get(a.id) ?? 0) || a.listed - b.listed)
    .map((c) => c.id)
}
