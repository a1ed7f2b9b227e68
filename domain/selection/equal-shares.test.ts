import { describe, expect, it } from 'vitest'
import {
  compareOutcomes,
  countVotes,
  drawLot,
  Rational,
  type SelectionInput,
  selectEqualShares,
  selectGreedy,
  WorkLimitReached,
} from './index'

/** The hand-checkable elections of shared/pb/README.md, with the answers published beside them. */
const repeat = (times: number, ballot: string[]) => Array.from({ length: times }, () => ballot)

const DOCS_EXAMPLE: SelectionInput = {
  budget: 100_000,
  projects: [
    { id: '1', cost: 5_000 },
    { id: '2', cost: 10_000 },
    { id: '3', cost: 85_000 },
  ],
  ballots: [['1', '2'], ['1'], ['3'], ['1', '2', '3']],
}

describe('equal shares on small elections', () => {
  it("equalshares.net's example: 25,000 each funds 1 and 2; Add1 reaches 3 at 45,834 per voter", () => {
    const plain = selectEqualShares(DOCS_EXAMPLE, { completion: 'none' })
    expect(plain.selected).toEqual(['1', '2'])
    expect(plain.endowment.perVoter.exact).toBe('25000')
    // Project 3's two supporters hold at most 2 × 25,000 < 85,000.
    const add1 = selectEqualShares(DOCS_EXAMPLE)
    expect([...add1.selected].sort()).toEqual(['1', '2', '3'])
    expect(add1.endowment.perVoter.exact).toBe('45834')
    expect(add1.endowment.steps).toBe(20_834)
    expect(selectGreedy(countVotes(DOCS_EXAMPLE)).selected).toEqual(['1', '2', '3'])
  })

  it('has no outcome at all once its work bound is spent: it throws WorkLimitReached', () => {
    const bounded = () => selectEqualShares(DOCS_EXAMPLE, { bound: { limit: 40 } })
    expect(bounded).toThrow(WorkLimitReached)
    expect(() => countVotes(DOCS_EXAMPLE, { limit: 3 })).toThrow(WorkLimitReached)
    expect(() => compareOutcomes(DOCS_EXAMPLE, ['1'], ['2'], { limit: 3 })).toThrow(WorkLimitReached)
    expect(selectEqualShares(DOCS_EXAMPLE, { bound: { limit: 10_000 } }).endowment.steps).toBe(20_834)
  })

  it("pabutools' AppEx_2: cost utilities fund p0 and p2 (decimal costs)", () => {
    const input: SelectionInput = {
      budget: 4,
      projects: [
        { id: 'p0', cost: '1' },
        { id: 'p1', cost: '0.9' },
        { id: 'p2', cost: '2' },
        { id: 'p3', cost: '1.09' },
      ],
      ballots: [['p0'], ['p1', 'p2', 'p3'], ['p1', 'p2', 'p3'], ['p2']],
    }
    expect([...selectEqualShares(input, { completion: 'none' }).selected].sort()).toEqual(['p0', 'p2'])
  })

  it('funds nothing, and says a nil share, when nobody voted (all the ballots held, say): no division by no one', () => {
    const input: SelectionInput = { budget: 100_000, projects: [{ id: 'a', cost: 40_000 }], ballots: [] }
    for (const comparison of [false, true]) {
      const result = selectEqualShares(input, { comparison })
      expect(result.funded).toEqual([])
      expect(result.endowment.perVoter.value).toBe(0)
    }
  })

  it("pabutools' completion example: equal shares alone funds only a", () => {
    const input: SelectionInput = {
      budget: 5,
      projects: [
        { id: 'a', cost: 1 },
        { id: 'b', cost: 2 },
        { id: 'c', cost: 2 },
        { id: 'd', cost: 1 },
        { id: 'e', cost: 1 },
        { id: 'f', cost: 1 },
      ],
      ballots: [...repeat(2, ['a', 'b']), ['a'], ...repeat(3, ['a', 'c']), ...repeat(2, ['a', 'd']), ['f'], ['e']],
    }
    expect(selectEqualShares(input, { completion: 'none' }).selected).toEqual(['a'])
  })

  it("Lackner and Skowron's running example: equal shares alone funds a, and a's eight supporters pay 1/8 each", () => {
    const input: SelectionInput = {
      budget: 4,
      projects: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({ id, cost: 1 })),
      ballots: [...repeat(3, ['a', 'b']), ...repeat(3, ['a', 'c']), ...repeat(2, ['a', 'd']), ['b', 'c', 'f'], ['e'], ['f'], ['g']],
    }
    const result = selectEqualShares(input, { completion: 'none' })
    expect(result.selected).toEqual(['a'])
    expect(result.funded[0].effectiveVotes.exact).toBe('8')
    expect(result.funded[0].payments).toEqual([{ amount: { exact: '1/8', value: 0.125 }, voters: 8 }])
  })

  it('a supporter with less than the equal share pays all they have left, and the rest split the remainder', () => {
    // 3 voters, 300 each. 'x' (300) is paid by voters 1 and 2 at 150 each; then 'y' (400) is
    // supported by 2 (150 left) and 3 (300): 2 pays 150, 3 pays 250: effective votes 400/250 = 1.6.
    const input: SelectionInput = {
      budget: 900,
      projects: [
        { id: 'x', cost: 300 },
        { id: 'y', cost: 400 },
      ],
      ballots: [['x'], ['x', 'y'], ['y']],
    }
    const result = selectEqualShares(input, { completion: 'none' })
    expect(result.selected).toEqual(['x', 'y'])
    expect(result.funded[1].effectiveVotes.exact).toBe('8/5')
    expect(result.funded[1].payments).toEqual([
      { amount: { exact: '250', value: 250 }, voters: 1 },
      { amount: { exact: '150', value: 150 }, voters: 1 },
    ])
  })

  it('breaks ties by lower cost, then by more votes, then by the lot drawn from the seed', () => {
    const byCost: SelectionInput = {
      budget: 100,
      projects: [
        { id: 'dear', cost: 60 },
        { id: 'cheap', cost: 50 },
      ],
      ballots: [['dear', 'cheap']],
    }
    const first = selectEqualShares(byCost, { completion: 'none' }).funded[0]
    expect(first).toMatchObject({ id: 'cheap', tieBrokenBy: 'cost' })

    // Equal cost and votes: only the lot can decide; the seed decides it the same way every time.
    const twins: SelectionInput = {
      budget: 20,
      projects: [
        { id: 'A', cost: 10 },
        { id: 'B', cost: 10 },
      ],
      ballots: [['A'], ['B']],
    }
    for (const seed of ['presupuestos-2026-norte', 'otra semilla', '']) {
      const result = selectEqualShares(twins, { completion: 'none', seed })
      expect(result.funded[0].tieBrokenBy).toBe('lot')
      expect(result.selected[0]).toBe(drawLot(['B', 'A'], seed)[0])
      expect(result.lot).toEqual(drawLot(['A', 'B'], seed))
    }
    const winners = new Set(
      ['s1', 's2', 's3', 's4', 's5', 's6'].map((seed) => selectEqualShares(twins, { completion: 'none', seed }).selected[0]),
    )
    expect(winners).toEqual(new Set(['A', 'B']))
  })

  it('the comparison step takes the outcome of most votes when more voters fare better under it', () => {
    // Five voters back the large project 'big'; three others each back a small one. Equal shares
    // funds the three small ones ('big' cannot be paid by its five shares of 100); most votes funds
    // 'big' and then 's1': five voters fare better, two worse, one the same.
    const input: SelectionInput = {
      budget: 800,
      projects: [
        { id: 'big', cost: 700 },
        { id: 's1', cost: 100 },
        { id: 's2', cost: 100 },
        { id: 's3', cost: 100 },
      ],
      ballots: [...repeat(5, ['big']), ['s1'], ['s2'], ['s3']],
    }
    const plain = selectEqualShares(input, { completion: 'none', comparison: true })
    expect([...plain.funded.map((funded) => funded.id)].sort()).toEqual(['s1', 's2', 's3'])
    expect(plain.comparison).toEqual({ preferGreedy: 5, preferEqualShares: 2, equal: 1 })
    expect(plain.outcome).toBe('greedy')
    expect(plain.selected).toEqual(['big', 's1'])
    expect(plain.cost.exact).toBe('800')
    expect(compareOutcomes(input, ['big', 's1'], ['s1', 's2', 's3'])).toEqual({ preferGreedy: 5, preferEqualShares: 2, equal: 1 })
  })

  it('counts voters with an empty ballot in the shares, and as equal in the comparison', () => {
    const input: SelectionInput = { budget: 100, projects: [{ id: 'p', cost: 60 }], ballots: [['p'], []] }
    expect(selectEqualShares(input, { completion: 'none' }).selected).toEqual([])
    const result = selectEqualShares(input, { comparison: true })
    expect(result.selected).toEqual(['p'])
    expect(result.endowment.perVoter.exact).toBe('60')
    expect(result.comparison).toEqual({ preferGreedy: 0, preferEqualShares: 0, equal: 2 })
  })
})

describe("'most votes'", () => {
  it('skips what does not fit, keeps trying the next ones, and reports running totals', () => {
    const input: SelectionInput = {
      budget: 100,
      projects: [
        { id: 'a', cost: 60 },
        { id: 'b', cost: 50 },
        { id: 'c', cost: 40 },
        { id: 'd', cost: 10 },
      ],
      ballots: [['a', 'b', 'c', 'd'], ['a', 'b', 'c'], ['a', 'b'], ['a']],
    }
    const result = selectGreedy(countVotes(input))
    expect(result.items).toEqual([
      { id: 'a', votes: 4, cost: 60, runningTotal: 60, fits: true },
      { id: 'b', votes: 3, cost: 50, runningTotal: 60, fits: false },
      { id: 'c', votes: 2, cost: 40, runningTotal: 100, fits: true },
      { id: 'd', votes: 1, cost: 10, runningTotal: 100, fits: false },
    ])
    expect(result.remaining.exact).toBe('0')
  })

  it('breaks a tie in votes by the order the caller lists the projects (earlier submission first)', () => {
    const projects = [
      { id: 'late', cost: 80 },
      { id: 'early', cost: 80 },
    ]
    const ballots = [['late', 'early']]
    expect(selectGreedy(countVotes({ budget: 100, projects, ballots })).selected).toEqual(['late'])
    expect(selectGreedy(countVotes({ budget: 100, projects: [...projects].reverse(), ballots })).selected).toEqual(['early'])
  })

  it('compares exact decimals: 0.1 + 0.2 fits a budget of 0.3', () => {
    const input: SelectionInput = {
      budget: '0.3',
      projects: [
        { id: 'a', cost: '0.1' },
        { id: 'b', cost: '0.2' },
      ],
      ballots: [['a', 'b'], ['a']],
    }
    expect(selectGreedy(countVotes(input)).selected).toEqual(['a', 'b'])
    expect(Rational.parseDecimal('0.1')?.add(Rational.of(2n, 10n)).toDecimal()).toBe('0.3')
  })
})
