import { describe, expect, it } from 'vitest'
import { correctedTakenAt, tableWindow } from './table-window'

describe("a table's window", () => {
  it('reads its times in the city: an hour ahead of UTC in winter, two in summer, the grace after closing', () => {
    expect(tableWindow({ day: '2026-01-15', opens: '09:00', closes: '14:30', graceHours: 48 })).toEqual({
      opensAt: Date.parse('2026-01-15T08:00:00Z'),
      closesAt: Date.parse('2026-01-15T13:30:00Z'),
      uploadsUntil: Date.parse('2026-01-17T13:30:00Z'),
    })
    expect(tableWindow({ day: '2026-07-01', opens: '09:00', closes: '21:00', graceHours: 0 })).toMatchObject({
      opensAt: Date.parse('2026-07-01T07:00:00Z'),
      uploadsUntil: Date.parse('2026-07-01T19:00:00Z'),
    })
    // The night the clocks go forward (29 March 2026, 02:00 → 03:00): a table opening at 09:00 is in summer time.
    expect(tableWindow({ day: '2026-03-29', opens: '09:00', closes: '10:00', graceHours: 0 }).opensAt).toBe(
      Date.parse('2026-03-29T07:00:00Z'),
    )
  })
})

describe("a ballot's time", () => {
  const joined = Date.parse('2026-03-03T07:00:00Z')
  const arrived = Date.parse('2026-03-04T10:00:00Z')
  it("moves the device's clock by the upload's own offset", () => {
    const hoursBehind = 5 * 3_600_000
    const taken = Date.parse('2026-03-03T10:00:00Z')
    expect(correctedTakenAt(taken - hoursBehind, arrived - hoursBehind, arrived, joined)).toBe(taken)
  })
  it('is never before the device joined nor after the ballot arrived', () => {
    expect(correctedTakenAt(0, arrived, arrived, joined)).toBe(joined)
    expect(correctedTakenAt(arrived + 86_400_000, arrived, arrived, joined)).toBe(arrived)
  })
})
