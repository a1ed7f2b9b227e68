/**
 * A year with the Basque '-(e)ko' ending ('2026ko', '2025eko'): the ending follows how the number is said,
 * '-eko' after the words that end in a consonant (bat, bost, hamar, hamabost: years ending in 1, 5, 10, 15,
 * 21, 25, 30…), '-ko' after the rest (2000: mila, 2011: hamaika).
 */
export function yearKo(year: number): string {
  const last = Number(year) % 100
  return `${year}${last !== 0 && [1, 5, 10, 15].includes(last % 20) ? 'eko' : 'ko'}`
}
