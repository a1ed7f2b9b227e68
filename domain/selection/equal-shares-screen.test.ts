import { describe, expect, it } from 'vitest'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { buildModel, type ElectionModel, type SelectionInput } from './election'
import { runEqualShares } from './equal-shares-run'
import { EqualSharesScreen } from './equal-shares-screen'
import { parsePb, selectEqualShares } from './index'
import { mulberry32 } from './lot'
import { WorkMeter } from './work-bound'

/**
 * The screen (decision 0072) answers a raise's funded set in floating point only when every choice is
 * certain: wherever it answers, the exact run funds the same projects, and where a choice is exact to
 * the last digit (a tie, money that exactly meets a cost) it declines.
 */
function compare(model: ElectionModel, raises: bigint[]) {
  const screen = new EqualSharesScreen(model)
  const meter = new WorkMeter(undefined)
  let answered = 0
  for (const steps of raises) {
    const screened = screen.run(steps, meter)
    if (screened === null) continue
    answered++
    const exact = runEqualShares(model, steps, meter)
    expect([...screened.selected].sort(), `raise ${steps}`).toEqual([...exact.selected].sort())
    expect(screened.scaledCost, `raise ${steps}`).toBe(exact.scaledCost)
  }
  return answered
}

function input(file: string): SelectionInput {
  const parsed = parsePb(readFileSync(join(__dirname, '..', '..', '..', 'shared', 'pb', file), 'utf8'))
  if (!parsed.ok) throw new Error(parsed.error.code)
  const { election } = parsed
  return { budget: election.budget, projects: election.projects, ballots: election.ballots.map((ballot) => ballot.projects) }
}

describe('the floating-point screen of a raise', () => {
  const files = readdirSync(join(__dirname, '..', '..', '..', 'shared', 'pb')).filter((name) => name.endsWith('.pb'))
  it.each(files)(
    'funds what the exact run funds on %s, at raises up to past its Add1 outcome',
    (file) => {
      const election = input(file)
      const { steps } = selectEqualShares(election, {}).endowment
      const last = BigInt(steps) + 5n
      const stride = last / 40n + 1n
      const raises: bigint[] = []
      for (let raise = 0n; raise <= last; raise += stride) raises.push(raise)
      raises.push(BigInt(steps), BigInt(steps) + 1n)
      const answered = compare(buildModel(election, ''), raises)
      // It is worth having: on a real election it settles nearly every raise.
      expect(answered).toBeGreaterThanOrEqual(raises.length - 2)
    },
    60_000,
  )

  it('funds what the exact run funds on 300 random elections with cents, ties and repeated ballots', () => {
    let answered = 0
    for (let seed = 1; seed <= 300; seed++) {
      const next = mulberry32(seed)
      const pick = (max: number) => Math.floor(next() * max)
      const costs = ['10', '20', '30', '45.5', '60', '100', '12.25', '75', '0']
      const projects = Array.from({ length: 2 + pick(9) }, (_, index) => ({ id: `p${index}`, cost: costs[pick(costs.length)] }))
      const ballots = Array.from({ length: 1 + pick(40) }, () => projects.filter(() => next() < 0.4).map((project) => project.id))
      const budget = next() < 0.5 ? `${40 + pick(200)}.${pick(100)}` : String(40 + pick(300))
      answered += compare(
        buildModel({ budget, projects, ballots }, `s${seed}`),
        Array.from({ length: 12 }, (_, raise) => BigInt(raise * 3)),
      )
    }
    expect(answered).toBeGreaterThan(2_000)
  })

  it('declines a raise at which the money exactly meets a cost, and Add1 still gives the exact outcome there', () => {
    // Two voters with 5 € each and a project of 10 €: affordable by exactly nothing to spare.
    const election = { budget: '10', projects: [{ id: 'a', cost: '10' }], ballots: [['a'], ['a']] }
    expect(new EqualSharesScreen(buildModel(election, '')).run(0n, new WorkMeter(undefined))).toBeNull()
    expect(selectEqualShares(election).selected).toEqual(['a'])
  })

  it('declines two projects whose effective votes tie exactly while a supporter pays all she has', () => {
    // Seven voters with 10 € each. 'c' (40 €, five supporters, 8 € each) goes first; then 'a' and 'b'
    // (12 € each, the same three supporters) each need 2 € from the first voter, all she has left, and
    // 5 € from the other two: 2.4 effective votes each, a tie the screen cannot see in floating point.
    const ballots = [['a', 'b', 'c'], ['c'], ['c'], ['c'], ['c'], ['a', 'b'], ['a', 'b']]
    const election = {
      budget: '70',
      projects: [
        { id: 'a', cost: '12' },
        { id: 'b', cost: '12' },
        { id: 'c', cost: '40' },
      ],
      ballots,
    }
    expect(new EqualSharesScreen(buildModel(election, '')).run(0n, new WorkMeter(undefined))).toBeNull()
    const result = selectEqualShares(election, { completion: 'none' })
    expect(result.funded.map((funded) => [funded.id, funded.effectiveVotes.exact, funded.tieBrokenBy])).toEqual([
      ['c', '5', null],
      [result.lot.indexOf('a') < result.lot.indexOf('b') ? 'a' : 'b', '12/5', 'lot'],
    ])
  })
})
