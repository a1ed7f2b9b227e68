import { describe, expect, test } from 'vitest'
import { previewSelection } from './budget-selection'

// A (1), B (2) and C (3): once B is paid, the last supporter of A has nothing left, and A is paid by the other.
const input = {
  amount: 60,
  candidates: [
    { id: 1, title: 'A', estimatedCost: 10 },
    { id: 2, title: 'B', estimatedCost: 40 },
    { id: 3, title: 'C', estimatedCost: 10 },
  ],
  ballots: [[2, 3], [1, 3], [1, 2, 3], [2]],
  rule: 'equal-shares' as const,
  comparison: false,
  changes: { excluded: [], included: [] },
  seed: 'prueba',
}

describe('the equal-shares explanation of a preview', () => {
  test('says the share to start (the money divided by the voters) and the share the outcome was computed with', () => {
    const preview = previewSelection(input)
    expect(preview.startShare).toBe(15)
    expect(preview.endowment).toBeGreaterThanOrEqual(15)
    expect(preview.selected).toEqual([3, 2, 1])
  })

  test('a supporter who pays 0 € is no payer', () => {
    const a = previewSelection(input).items.find((i) => i.id === 1)
    expect(a?.payments).toEqual([{ amount: 10, voters: 1 }])
  })

  test("'most votes' has no share", () => {
    expect(previewSelection({ ...input, rule: 'greedy' })).toMatchObject({ startShare: null, endowment: null })
  })
})
