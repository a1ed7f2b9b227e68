import { describe, expect, it } from 'vitest'
import { accessibilityReference, addWorkingDays, isWorkingDay, workingDaysLeft } from './accessibility'

describe('the 20-working-day term of RD 1112/2018', () => {
  it('skips weekends and the fixed national holidays', () => {
    expect(isWorkingDay('2026-11-28')).toBe(false) // Saturday
    expect(isWorkingDay('2026-12-08')).toBe(false) // Inmaculada
    expect(isWorkingDay('2026-11-24')).toBe(true)
    // Tuesday 24 Nov 2026 + 20 working days: 6 and 8 Dec are holidays (the 6th is a Sunday anyway).
    expect(addWorkingDays('2026-11-24', 20)).toBe('2026-12-23')
    // Over Christmas and New Year: 25 Dec, 1 and 6 Jan do not count.
    expect(addWorkingDays('2026-12-21', 5)).toBe('2026-12-29')
    expect(addWorkingDays('2026-12-31', 2)).toBe('2027-01-05')
  })

  it('counts the working days left, negative once the term has passed', () => {
    expect(workingDaysLeft('2026-11-24', '2026-12-23')).toBe(20)
    expect(workingDaysLeft('2026-12-23', '2026-12-23')).toBe(0)
    expect(workingDaysLeft('2026-12-28', '2026-12-23')).toBe(-2)
  })

  it('gives a reference with the year and a padded number', () => {
    expect(accessibilityReference(42, new Date('2026-11-24T10:00:00Z'))).toBe('ACC-2026-00042')
  })
})
