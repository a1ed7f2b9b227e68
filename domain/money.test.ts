import { describe, expect, it } from 'vitest'
import { formatCount, formatEuros, formatNumber } from './money'

describe('formatEuros', () => {
  it('writes whole euros grouped with dots and the sign after a no-break space', () => {
    expect(formatEuros(45_000)).toBe('45.000\u00a0€')
    expect(formatEuros(4_500)).toBe('4.500\u00a0€')
    expect(formatEuros(0)).toBe('0\u00a0€')
    expect(formatEuros(12_345_678)).toBe('12.345.678\u00a0€')
  })
})

describe('the hand-written grouping', () => {
  it('writes what Intl.NumberFormat writes in Spanish', () => {
    const always = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0, useGrouping: 'always' })
    const usual = new Intl.NumberFormat('es-ES')
    for (const n of [0, 7, 999, 1000, 1234, 9999, 10_000, 45_000, 123_456, 1_000_000, 98_765_432_101, -5, -1234, -45_000]) {
      expect(formatEuros(n)).toBe(`${always.format(n)}\u00a0€`)
      expect(formatCount(n)).toBe(always.format(n))
      expect(formatNumber(n)).toBe(usual.format(n))
    }
  })
})
