import { DEFAULT_LANGUAGE } from '@domain/languages'
import { currentLanguage, spanishReference, translated } from './localize'

/**
 * Texts captured as plain Spanish strings before any language was known (valibot's messages, written
 * into the schemas when they are built) are translated where they leave: the Spanish string is looked up
 * among every Spanish text, and its translation in the language of the moment is answered.
 */
const bySpanish = new Map<string, string[]>()
let indexed = 0
function indexReference(): void {
  const reference = spanishReference()
  const names = Object.keys(reference)
  if (names.length === indexed) return
  indexed = names.length
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      if (!bySpanish.has(node)) bySpanish.set(node, path)
    } else if (node !== null && typeof node === 'object') for (const [key, child] of Object.entries(node)) walk(child, [...path, key])
  }
  for (const name of names) walk(reference[name], [name])
}

export function translateSpanish(message: string): string {
  if (currentLanguage() === DEFAULT_LANGUAGE) return message
  indexReference()
  const path = bySpanish.get(message)
  const own = path && translated(path)
  return typeof own === 'string' ? own : message
}
