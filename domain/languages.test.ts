import { describe, expect, it } from 'vitest'
import { languagePath, languageTag, sameLanguage, servedLanguage, splitLanguagePath } from './languages'

describe('addresses per language', () => {
  it('reads the language prefix and keeps the rest of the address', () => {
    expect(splitLanguagePath('/ca/proposal/7')).toEqual({ language: 'ca', path: '/proposal/7' })
    expect(splitLanguagePath('/eu')).toEqual({ language: 'eu', path: '/' })
    expect(splitLanguagePath('/proposals')).toEqual({ language: null, path: '/proposals' })
    expect(splitLanguagePath('/fr/resultados')).toEqual({ language: 'fr', path: '/resultados' })
    expect(splitLanguagePath('/va/proposal/7')).toEqual({ language: 'va', path: '/proposal/7' })
  })

  it('Valencian: addressed /va/, tagged as Catalan in its Valencian variant, one language with Catalan', () => {
    expect(languagePath('va', '/')).toBe('/va/')
    expect(languageTag('va')).toBe('ca-valencia')
    expect(languageTag('ca')).toBe('ca')
    expect(sameLanguage('va', 'ca')).toBe(true)
    expect(sameLanguage('va', 'es')).toBe(false)
    expect(servedLanguage('va', ['es', 'ca'])).toBe('es')
  })

  it('writes Spanish without prefix, the others with theirs', () => {
    expect(languagePath('es', '/proposal/7')).toBe('/proposal/7')
    expect(languagePath('gl', '/')).toBe('/gl/')
  })

  it('an unknown or disabled language is served in Spanish', () => {
    expect(servedLanguage('ca', ['es', 'ca'])).toBe('ca')
    expect(servedLanguage('eu', ['es', 'ca'])).toBe('es')
    expect(servedLanguage('fr', ['es', 'ca'])).toBe('es')
    expect(servedLanguage(null, ['es', 'ca'])).toBe('es')
  })
})
