/**
 * What a page in a co-official language must not show: a Spanish text its catalogue words otherwise (a
 * text a catalogue's part missed, a literal left in a component, a stored name drawn as stored), and an
 * API code in English where a name belongs. Used by e2e/languages.test.ts on every route.
 */
import type { Page } from 'playwright-core'
import type { OtherLanguage } from '../domain/languages'
import { STATUSES } from '../domain/statuses'
import { CA } from '../copy/catalogues/ca/index'
import { wholeCatalogue } from '../copy/catalogues/index'
import { VA } from '../copy/catalogues/va/index'
import { everySpanishText } from '../copy/reference'

/**
 * Spanish texts whose translation differs, by language: any of them on a page in that language is a text its
 * catalogue's parts missed. Against Catalan, the Catalan texts Valencian words otherwise.
 */
function untranslated(catalogue: Record<string, unknown>, reference: unknown = everySpanishText()): Set<string> {
  const found = new Set<string>()
  const walk = (spanish: unknown, own: unknown) => {
    if (typeof spanish === 'string') {
      if (typeof own === 'string' && own !== spanish) found.add(spanish)
    } else if (spanish && typeof spanish === 'object' && own && typeof own === 'object')
      for (const [key, value] of Object.entries(spanish)) walk(value, (own as Record<string, unknown>)[key])
  }
  walk(reference, catalogue)
  return found
}

/** Every word the catalogue's own texts write (its strings, not its functions' words). */
function wordsOf(catalogue: unknown, words = new Set<string>()): Set<string> {
  if (typeof catalogue === 'string') for (const word of catalogue.split(/[^\p{L}-]+/u)) words.add(word.toLowerCase())
  else if (catalogue && typeof catalogue === 'object') for (const value of Object.values(catalogue)) wordsOf(value, words)
  return words
}

/**
 * The API's own codes, in English: a page that shows one as a word (a notice of kind 'milestone', a
 * channel 'paper') has drawn a code where a name belongs, in any language.
 */
const CODES = new Set([
  ...STATUSES,
  'milestone',
  'feasible',
  'unfeasible',
  'not-selected',
  'withdrawn',
  'selected',
  'paper',
  'phone',
  'census',
  'greedy',
  'equal-shares',
])

/** Every text node and every label, placeholder or title the page shows. */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest('script, style')) texts.push(node.textContent!.trim())
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(el.getAttribute(name)?.trim() ?? '')
    return texts.filter(Boolean)
  })

export interface LanguageFindings {
  spanish: string[]
  english: string[]
}

/**
 * A reader of pages in `language`: `findings(page)` lists the Spanish texts the page shows that the
 * language's catalogue words otherwise, and the English codes it shows as words.
 */
export function languageChecker(language: OtherLanguage) {
  const catalogue = wholeCatalogue(language)
  const spanish = untranslated(catalogue)
  // In Valencian, neither the Catalan wording of a text Valencian words otherwise.
  if (language === 'va') for (const text of untranslated(VA as Record<string, unknown>, CA)) spanish.add(text)
  // A code that is also a word of the language itself ('paper' in Catalan) is that word, not the code.
  const own = wordsOf(catalogue)
  return async (page: Page): Promise<LanguageFindings> => {
    const shown = await shownTexts(page)
    return {
      spanish: [...new Set(shown.filter((text) => spanish.has(text)))],
      english: [...new Set(shown.flatMap((text) => text.split(/[^\p{L}-]+/u)).filter((word) => CODES.has(word) && !own.has(word)))],
    }
  }
}
