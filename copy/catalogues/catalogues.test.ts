import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@domain/languages'
import * as SPANISH from '../index'
import { catalogueProblems } from '../catalogue-check'
import { everySpanishText } from '../reference'
import { CA } from './ca/index'
import { COMPLETE_LANGUAGES, wholeCatalogue } from './index'
import { VA } from './va/index'

// Every module of copy/ is loaded through the index above, so the reference holds them all.
const reference = everySpanishText()
// What each language reads, whole: Valencian's overlay over Catalan.
const problems = (language: (typeof LANGUAGES)[number]) => catalogueProblems(reference, wholeCatalogue(language))
const kinds = (lines: string[]) => lines.filter((line) => !line.endsWith(': falta'))

describe('catalogues against the Spanish reference', () => {
  it('every export of copy/ goes through localized(), so it can be read in every language', () => {
    const plain = Object.keys(SPANISH).filter((name) => /^[A-Z_]+$/.test(name) && !(name in reference))
    expect(plain, 'wrap these exports with localized() in their module').toEqual([])
  })

  for (const language of LANGUAGES.filter((l) => l !== 'es')) {
    it(`${language}: no key Spanish lacks, nothing empty, the same placeholders and figures`, () => {
      expect(kinds(problems(language))).toEqual([])
    })
  }

  // A language offered to residents must say everything; the others are listed here while they are written.
  for (const language of COMPLETE_LANGUAGES)
    it(`${language}: every Spanish key is translated`, () => {
      expect(problems(language)).toEqual([])
    })

  it('says what each catalogue still lacks (printed, for whoever completes it)', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'es' && !COMPLETE_LANGUAGES.includes(l))) {
      const missing = problems(language)
      console.info(
        `${language}: faltan ${missing.length} textos\n  ${missing.slice(0, 40).join('\n  ')}${missing.length > 40 ? '\n  …' : ''}`,
      )
      expect(missing.length).toBeGreaterThan(0)
    }
  })

  // A button that shows 'Seguir' and is named 'Seguir la propuesta «…»' for a screen reader: its name must hold
  // the visible words whole, or a person who speaks to the phone says words the name lacks (WCAG 2.5.3;
  // axe's label-content-name-mismatch). Every text `x` beside an `xLabel(title)` that names a proposal
  // («…») is such a pair; a heading's or a figure's label is no button's.
  const labelsWithoutTheirWords = (texts: unknown, path = ''): string[] => {
    if (texts === null || typeof texts !== 'object') return []
    const node = texts as Record<string, unknown>
    return Object.entries(node).flatMap(([key, value]) => {
      const shown = node[key.replace(/Label$/, '')]
      if (key.endsWith('Label') && typeof value === 'function' && typeof shown === 'string') {
        const name = String(value('Título'))
        if (!name.includes('«Título»')) return []
        return name.toLocaleLowerCase().includes(shown.toLocaleLowerCase()) ? [] : [`${path}${key}: «${name}» lacks «${shown}»`]
      }
      return labelsWithoutTheirWords(value, `${path}${key}.`)
    })
  }
  for (const language of LANGUAGES)
    it(`${language}: a button's spoken name holds its visible words whole`, () => {
      expect(labelsWithoutTheirWords(language === 'es' ? reference : wholeCatalogue(language))).toEqual([])
    })

  describe('Valencian: only the texts whose wording differs from Catalan', () => {
    it('each is a Spanish key, not empty, with the same placeholders and figures', () => {
      expect(kinds(catalogueProblems(reference, VA as Record<string, unknown>))).toEqual([])
    })

    // A function is compared by what it is written as: the same words in another layout are the same text.
    const writings = (text: unknown) =>
      typeof text === 'function'
        ? String(text)
            .replace(/\s+/g, ' ')
            .replace(/,\s*([\])}])/g, '$1')
        : JSON.stringify(text)
    const same = (va: unknown, ca: unknown, path: string): string[] => {
      if (va !== null && typeof va === 'object' && !Array.isArray(va))
        return Object.entries(va).flatMap(([key, text]) => same(text, (ca as Record<string, unknown> | undefined)?.[key], `${path}.${key}`))
      return writings(va) === writings(ca) ? [path] : []
    }

    it('each says something other than the Catalan one (a text the same in both belongs to Catalan only)', () => {
      const unchanged = Object.entries(VA).flatMap(([name, texts]) => same(texts, (CA as Record<string, unknown>)[name], name))
      expect(unchanged).toEqual([])
    })
  })
})
