import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../languages'
import * as SPANISH from '../index'
import { catalogueProblems } from '../catalogue-check'
import { everySpanishText } from '../reference'
import { CATALOGUES, COMPLETE_LANGUAGES } from './index'

// Every module of domain/texts is loaded through the index above, so the reference holds them all.
const reference = everySpanishText()
const problems = (language: string) =>
  catalogueProblems(reference, (CATALOGUES[language as keyof typeof CATALOGUES] ?? {}) as Record<string, unknown>)
const kinds = (lines: string[]) => lines.filter((line) => !line.endsWith(': falta'))

describe('catalogues against the Spanish reference', () => {
  it('every export of domain/texts goes through localized(), so it can be read in every language', () => {
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
})
