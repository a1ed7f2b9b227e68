import { describe, expect, it } from 'vitest'
import { DEFAULT_MILESTONE_PHASES } from './milestones'
import { accountabilityOf, accountabilityYears, impactOf, type FollowUpRow } from './accountability'

const row = (over: Partial<FollowUpRow>): FollowUpRow => ({
  id: 1,
  year: 2025,
  district: 'Norte',
  status: 'approved',
  estimatedCost: null,
  awardedCost: null,
  finalCost: null,
  progress: null,
  phase: null,
  ...over,
})

const rows = [
  row({ id: 1, district: 'Norte', estimatedCost: 100_000, awardedCost: 90_000, progress: 40, phase: 'En obras' }),
  row({ id: 2, district: 'Norte', estimatedCost: 50_000 }),
  row({
    id: 3,
    district: 'Sur',
    status: 'executed',
    estimatedCost: 80_000,
    awardedCost: 75_000,
    finalCost: 79_000,
    progress: 100,
    phase: 'Finalizada',
  }),
  row({ id: 4, year: 2024, district: 'Sur', status: 'executed', finalCost: 10_000, progress: 100, phase: 'Finalizada' }),
]

describe('accountability of a year', () => {
  it('adds up money, counts phases and averages progress per heading and for the year', () => {
    const a = accountabilityOf(
      rows,
      2025,
      new Map([
        ['Norte', 200_000],
        ['Sur', 100_000],
      ]),
      DEFAULT_MILESTONE_PHASES,
    )
    expect(a.phases).toEqual(['Sin iniciar', ...DEFAULT_MILESTONE_PHASES])
    const norte = a.headings.find((h) => h.district === 'Norte')!
    expect(norte).toMatchObject({
      amount: 200_000,
      selected: 150_000,
      awarded: 90_000,
      final: 0,
      proposals: 2,
      executed: 0,
      averageProgress: 20,
    })
    expect(norte.byPhase).toMatchObject({ 'Sin iniciar': 1, 'En obras': 1, Finalizada: 0 })
    expect(a.headings.find((h) => h.district === 'Este')).toMatchObject({ amount: 0, proposals: 0, averageProgress: null })
    expect(a.headings.map((h) => h.district)).toEqual(['Norte', 'Sur', 'Este', 'Oeste', 'Centro', 'Todos'])
    expect(a.totals).toMatchObject({
      amount: 300_000,
      selected: 230_000,
      awarded: 165_000,
      final: 79_000,
      proposals: 3,
      executed: 1,
      averageProgress: 47,
    })
  })

  it('keeps earlier years, newest first, and counts every executed project in the impact', () => {
    expect(accountabilityYears(rows, [2026])).toEqual([2026, 2025, 2024])
    expect(impactOf(rows)).toEqual({ executed: 2, finalCost: 89_000, withFinalCost: 2, districts: [{ district: 'Sur', executed: 2 }] })
  })
})
