import { describe, expect, it } from 'vitest'
import { type Completion, type EqualSharesResult, Rational, type SelectionInput, selectEqualShares } from './index'
import { mulberry32 } from './lot'

/**
 * Properties of equal shares on random elections drawn from fixed seeds (so a failure reproduces):
 * it never spends more than the money, it stops only when no unselected project can be paid by its
 * supporters' remaining money, the listing order of projects and ballots changes nothing, and it
 * agrees step by step with a plain voter-by-voter implementation written from the definition.
 */
function randomElection(seed: number): SelectionInput {
  const next = mulberry32(seed)
  const pick = (max: number) => Math.floor(next() * max)
  const projectCount = 2 + pick(7)
  // Few distinct costs and small electorates make ties in effective votes common.
  const costs = ['10', '20', '30', '45.5', '60', '100']
  const projects = Array.from({ length: projectCount }, (_, index) => ({ id: `p${index}`, cost: costs[pick(costs.length)] }))
  const ballots = Array.from({ length: 1 + pick(24) }, () => projects.filter(() => next() < 0.35).map((project) => project.id))
  const budget = next() < 0.3 ? `${40 + pick(200)}.${pick(100)}` : String(40 + pick(300))
  return { budget, projects, ballots }
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items]
  for (let last = copy.length - 1; last > 0; last--) {
    const pick = Math.floor(next() * (last + 1))
    ;[copy[last], copy[pick]] = [copy[pick], copy[last]]
  }
  return copy
}

const exact = (value: { exact: string }) => {
  const [num, den = '1'] = value.exact.split('/')
  return Rational.of(BigInt(num), BigInt(den))
}
const money = (value: string | number) => Rational.parseDecimal(String(value)) as Rational
const ZERO = Rational.of(0n)

/** Each voter's money after paying, as the result says, min(their money, the equal share) for each funded project. */
function replay(input: SelectionInput, result: EqualSharesResult): Rational[] {
  const left = input.ballots.map(() => exact(result.endowment.perVoter))
  for (const funded of result.funded) {
    const share = funded.payments.length === 0 ? ZERO : exact(funded.payments[0].amount)
    let paid = ZERO
    input.ballots.forEach((ballot, voter) => {
      if (!ballot.includes(funded.id)) return
      const payment = left[voter].compare(share) < 0 ? left[voter] : share
      left[voter] = left[voter].sub(payment)
      paid = paid.add(payment)
    })
    expect(paid.toString()).toBe(exact(funded.cost).toString())
  }
  return left
}

/** The method from its definition, one voter at a time, at a fixed share per voter. */
function reference(input: SelectionInput, perVoter: Rational, lot: string[]): { id: string; effectiveVotes: string }[] {
  const left = input.ballots.map(() => perVoter)
  const votes = (id: string) => input.ballots.filter((ballot) => ballot.includes(id)).length
  const remaining = new Set(input.projects.filter((project) => votes(project.id) > 0).map((project) => project.id))
  const outcome: { id: string; effectiveVotes: string }[] = []
  for (;;) {
    let best: { id: string; cost: Rational; share: Rational; effective: Rational } | null = null
    for (const project of input.projects) {
      if (!remaining.has(project.id)) continue
      const cost = money(project.cost as string)
      const supporters = input.ballots.flatMap((ballot, voter) => (ballot.includes(project.id) ? [voter] : []))
      const total = supporters.reduce((sum, voter) => sum.add(left[voter]), ZERO)
      if (total.compare(cost) < 0) continue
      const budgets = supporters.map((voter) => left[voter]).sort((a, b) => a.compare(b))
      let paid = ZERO
      let rest = budgets.length
      for (const budget of budgets) {
        if (
          cost
            .sub(paid)
            .div(Rational.of(BigInt(rest)))
            .compare(budget) <= 0
        )
          break
        paid = paid.add(budget)
        rest--
      }
      const share = cost.sub(paid).div(Rational.of(BigInt(rest)))
      const effective = cost.div(share)
      const better =
        !best ||
        effective.compare(best.effective) > 0 ||
        (effective.compare(best.effective) === 0 &&
          (cost.compare(best.cost) < 0 ||
            (cost.compare(best.cost) === 0 &&
              (votes(project.id) > votes(best.id) ||
                (votes(project.id) === votes(best.id) && lot.indexOf(project.id) < lot.indexOf(best.id))))))
      if (better) best = { id: project.id, cost, share, effective }
    }
    if (!best) return outcome
    const { id, share } = best
    input.ballots.forEach((ballot, voter) => {
      if (ballot.includes(id)) left[voter] = left[voter].compare(share) < 0 ? ZERO : left[voter].sub(share)
    })
    remaining.delete(id)
    outcome.push({ id, effectiveVotes: best.effective.toString() })
  }
}

const SEEDS = Array.from({ length: 150 }, (_, index) => index + 1)
const COMPLETIONS: Completion[] = ['none', 'add1', 'add1-exhaustive']

describe('equal shares on random elections', () => {
  it.each(COMPLETIONS)('never spends more than the money, and ends only when nothing else can be paid (%s)', (completion) => {
    for (const seed of SEEDS) {
      const input = randomElection(seed)
      const result = selectEqualShares(input, { completion, seed: `semilla-${seed}` })
      const budget = money(input.budget as string)
      expect(exact(result.equalSharesCost).compare(budget), `seed ${seed}`).toBeLessThanOrEqual(0)
      const left = replay(input, result)
      for (const project of input.projects) {
        if (result.selected.includes(project.id)) continue
        const supporters = input.ballots.flatMap((ballot, voter) => (ballot.includes(project.id) ? [left[voter]] : []))
        const total = supporters.reduce((sum, value) => sum.add(value), ZERO)
        if (supporters.length > 0) expect(total.compare(money(project.cost as string)), `seed ${seed}, ${project.id}`).toBeLessThan(0)
      }
    }
  })

  it('gives the same outcome whatever order the projects, the ballots and the ids inside them are listed in', () => {
    for (const seed of SEEDS) {
      const input = randomElection(seed)
      const next = mulberry32(seed * 7919)
      const reordered: SelectionInput = {
        budget: input.budget,
        projects: shuffled(input.projects, next),
        ballots: shuffled(input.ballots, next).map((ballot) => shuffled(ballot, next)),
      }
      for (const completion of COMPLETIONS) {
        const a = selectEqualShares(input, { completion, seed: 'x' })
        const b = selectEqualShares(reordered, { completion, seed: 'x' })
        expect(b.funded, `seed ${seed} ${completion}`).toEqual(a.funded)
        expect(b.endowment).toEqual(a.endowment)
      }
    }
  })

  it('agrees with a voter-by-voter implementation of the definition, effective votes included', () => {
    for (const seed of SEEDS) {
      const input = randomElection(seed)
      for (const completion of COMPLETIONS) {
        const result = selectEqualShares(input, { completion, seed: `s${seed}` })
        const expected = reference(input, exact(result.endowment.perVoter), result.lot)
        expect(
          result.funded.map((funded) => ({ id: funded.id, effectiveVotes: funded.effectiveVotes.exact })),
          `seed ${seed} ${completion}`,
        ).toEqual(expected)
        // Add1 keeps the last outcome within the money: one more unit per voter would overspend,
        // unless every supported project is already in.
        const supported = input.projects.filter((project) => input.ballots.some((ballot) => ballot.includes(project.id)))
        if (completion === 'add1' && result.selected.length < supported.length) {
          const over = reference(input, exact(result.endowment.perVoter).add(Rational.of(1n)), result.lot)
          const cost = over.reduce(
            (sum, { id }) => sum.add(money(input.projects.find((project) => project.id === id)?.cost as string)),
            ZERO,
          )
          expect(cost.compare(money(input.budget as string)), `seed ${seed}`).toBeGreaterThan(0)
        }
      }
    }
  })
})
