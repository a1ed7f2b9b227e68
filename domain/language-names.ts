import type { Language } from './languages'

// Apart from languages.ts, which every page loads: only the switcher (its own chunk) and the council's
// setting show these.

/** Each language named in itself, as a switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { es: 'Español', ca: 'Català', va: 'Valencià', eu: 'Euskara', gl: 'Galego' }

/** The first suggestion, from the browser's languages, written in the language it offers. */
export const LANGUAGE_OFFERS: Record<Language, string> = {
  es: 'Este portal también está en español',
  ca: 'Aquest portal també està en català',
  va: 'Este portal també està en valencià',
  eu: 'Ataria euskaraz ere badago',
  gl: 'Este portal tamén está en galego',
}
