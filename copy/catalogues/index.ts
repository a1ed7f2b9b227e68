import { BASE_LANGUAGE, type Language } from '@domain/languages'
import { CA } from './ca/index'
import { EU } from './eu/index'
import { GL } from './gl/index'
import { VA } from './va/index'

/**
 * Every catalogue besides the Spanish reference, for the Worker (which serves all languages). The browser
 * loads only its page's one (app/lib/language.ts), so a Spanish page carries none. Valencian's holds only
 * the texts whose wording differs from Catalan's (docs/decisions/0053).
 */
export const CATALOGUES: Partial<Record<Language, object>> = { ca: CA, va: VA, eu: EU, gl: GL }

const isNode = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

/** `over`'s texts in place of `base`'s, part by part: a list given whole replaces it, else item by item. */
function overlaid(base: unknown, over: unknown): unknown {
  if (Array.isArray(base) && isNode(over)) return base.map((item, i) => overlaid(item, over[i]))
  if (!isNode(base) || !isNode(over)) return over === undefined ? base : over
  const whole: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(over)) whole[key] = overlaid(base[key], value)
  return whole
}

/**
 * What a language reads, whole: its own catalogue over the one it lies over (Valencian over Catalan).
 * What completeness is judged on: an overlay is as complete as its base.
 */
export function wholeCatalogue(language: Language): Record<string, unknown> {
  const own = (CATALOGUES[language] ?? {}) as Record<string, unknown>
  const base = BASE_LANGUAGE[language]
  return base ? (overlaid(wholeCatalogue(base), own) as Record<string, unknown>) : own
}

/**
 * The languages whose catalogue says every Spanish text: only these can be enabled (the Worker checks
 * again), and the catalogue test fails the moment one of them lacks a key. A language joins the list once
 * its catalogue is complete and the council's language service has reviewed it.
 */
export const COMPLETE_LANGUAGES: readonly Language[] = ['ca', 'va', 'eu', 'gl']
