import { ERROR_TEXTS } from './errors'
import * as TEXTS from './index'
import { spanishReference } from './localize'

/**
 * Every Spanish text, by export name: what a catalogue is checked against. localized() is free of side
 * effects for the bundler, so a bundle keeps only the exports it reads; reading the whole namespace here
 * keeps them all wherever completeness is judged (the Worker's language setting, the catalogue test).
 */
export function everySpanishText(): Record<string, unknown> {
  const names = [...Object.keys(TEXTS), ...(ERROR_TEXTS ? ['ERROR_TEXTS'] : [])]
  const reference = spanishReference() as Record<string, unknown>
  const missing = names.filter((name) => /^[A-Z_]+$/.test(name) && !(name in reference))
  if (missing.length) throw new Error(`Texts not wrapped with localized(): ${missing.join(', ')}`)
  return reference
}
