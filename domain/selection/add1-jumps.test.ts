import { describe, expect, it } from 'vitest'
import { buildModel } from './election'
import { runEqualShares } from './equal-shares-run'
import { type Completion, parsePb, type SelectionInput, selectEqualShares } from './index'
import { WorkMeter } from './work-bound'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { mulberry32 } from './lot'

/**
 * Add1 jumps over the raises at which nothing can change (decision 0054). Here it is checked against
 * Add1 as defined, one currency unit per voter at a time with a whole run each time: the same
 * projects in the same order, the same number of raises, the same payments.
 */
function oneStepAdd1(input: SelectionInput, completion: Completion, seed: string) {
  const model = buildModel(input, seed)
  const meter = new WorkMeter(undefined)
  const supported = model.votes.filter((votes) => votes > 0).length
  let kept = runEqualShares(model, 0n, meter)
  let steps = 0n
  for (;;) {
    if (kept.selected.size === supported) break
    if (completion === 'add1-exhaustive') {
      const left = model.scaledBudget - kept.scaledCost
      if (model.scaledCosts.every((cost, project) => kept.selected.has(project) || cost > left)) break
    }
    const next = runEqualShares(model, steps + 1n, meter)
    if (next.scaledCost > model.scaledBudget) break
    kept = next
    steps++
  }
  return {
    steps: Number(steps),
    funded: kept.funded.map((entry) => ({
      id: model.ids[entry.project],
      payments: entry.payments.map((payment) => `${payment.voters}×${payment.amount}/${entry.den * model.scale}`),
    })),
  }
}

function fast(input: SelectionInput, completion: Completion, seed: string) {
  const result = selectEqualShares(input, { completion, seed })
  return {
    steps: result.endowment.steps,
    funded: result.funded.map((funded) => ({
      id: funded.id,
      payments: funded.payments.map((payment) => `${payment.voters}×${payment.amount.exact}`),
    })),
  }
}

/** Payments compared as exact fractions whatever the denominator each side wrote them over. */
function normalised(outcome: ReturnType<typeof fast>) {
  return {
    steps: outcome.steps,
    funded: outcome.funded.map((funded) => ({
      id: funded.id,
      payments: funded.payments.map((text) => {
        const [voters, amount] = text.split('×')
        const [num, den = '1'] = amount.split('/')
        const a = BigInt(num)
        const b = BigInt(den)
        let x = a < 0n ? -a : a
        let y = b
        while (y !== 0n) [x, y] = [y, x % y]
        return `${voters}×${a / x}/${b / x}`
      }),
    })),
  }
}

/**
 * Small elections that Add1 must raise many times: costs with cents, budgets not divisible by the
 * voters, ties, and now and then one dear project with a single supporter (the review's heading in
 * miniature).
 */
function randomElection(seed: number): SelectionInput {
  const next = mulberry32(seed)
  const pick = (max: number) => Math.floor(next() * max)
  const costs = ['10', '20', '30', '45.5', '60', '100', '12.25', '75']
  const projects = Array.from({ length: 2 + pick(9) }, (_, index) => ({ id: `p${index}`, cost: costs[pick(costs.length)] }))
  const ballots = Array.from({ length: 1 + pick(30) }, () =>
    projects.filter(() => next() < 0.3 + next() * 0.3).map((project) => project.id),
  )
  if (next() < 0.4) {
    projects.push({ id: 'dear', cost: String(150 + pick(400)) })
    ballots.push(['dear'])
  }
  const budget = next() < 0.4 ? `${40 + pick(200)}.${pick(100)}` : String(40 + pick(300))
  return { budget, projects, ballots }
}

describe('Add1 by jumps equals Add1 one unit at a time', () => {
  it.each(['add1', 'add1-exhaustive'] as const)('on 200 random elections (%s)', (completion) => {
    let raised = 0
    for (let seed = 1; seed <= 200; seed++) {
      const input = randomElection(seed)
      const expected = oneStepAdd1(input, completion, `s${seed}`)
      raised += expected.steps
      expect(normalised(fast(input, completion, `s${seed}`)), `seed ${seed}`).toEqual(normalised(expected))
    }
    // The elections do make Add1 raise the share, many times.
    expect(raised).toBeGreaterThan(2_000)
  })

  const elections = join(__dirname, '..', '..', '..', 'shared', 'pb')
  const files = readdirSync(elections).filter((name) => name.endsWith('.pb'))
  it.each(files)(
    'on %s',
    (file) => {
      const parsed = parsePb(readFileSync(join(elections, file), 'utf8'))
      if (!parsed.ok) throw new Error(parsed.error.code)
      const { election } = parsed
      const input = { budget: election.budget, projects: election.projects, ballots: election.ballots.map((ballot) => ballot.projects) }
      expect(normalised(fast(input, 'add1', ''))).toEqual(normalised(oneStepAdd1(input, 'add1', '')))
    },
    120_000,
  )
})
