import { describe, expect, it } from 'vitest'
import { formatEuros } from './money'

describe('formatEuros', () => {
  it('writes whole euros grouped with dots and the sign after a no-break space', () => {
    expect(formatEuros(45_000)).toBe('45.000\u00a0€')
    expect(formatEuros(4_500)).toBe('4.500\u00a0€')
    expect(formatEuros(0)).toBe('0\u00a0€')
    expect(formatEuros(12_345_678)).toBe('12.345.678\u00a0€')
  })
})
