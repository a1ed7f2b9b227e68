import { expect, it } from 'vitest'
import { DATE_TEXTS } from './dates'

const longDay = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number)
  return DATE_TEXTS.longDay(day, DATE_TEXTS.months[month - 1], year)
}

it('a long date in Basque: the year with its ending, the month in the genitive, the day with its article', () => {
  expect(['2026-03-03', '2025-11-11', '2030-01-10', '2031-12-31', '2026-05-01'].map(longDay)).toEqual([
    '2026ko martxoaren 3a',
    '2025eko azaroaren 11',
    '2030eko urtarrilaren 10a',
    '2031ko abenduaren 31',
    '2026ko maiatzaren 1a',
  ])
})
