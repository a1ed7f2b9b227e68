import { expect, it } from 'vitest'
import { yearKo } from './year'

it("a year takes '-eko' after the numbers said with a final consonant (bat, bost, hamar, hamabost), '-ko' after the rest", () => {
  expect([2020, 2021, 2025, 2026, 2030, 2031, 2035, 2040, 2041, 2000].map(yearKo)).toEqual([
    '2020ko',
    '2021eko',
    '2025eko',
    '2026ko',
    '2030eko',
    '2031ko',
    '2035eko',
    '2040ko',
    '2041eko',
    '2000ko',
  ])
})
