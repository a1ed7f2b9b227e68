import { describe, expect, it } from 'vitest'
import { languagePath, servedLanguage, splitLanguagePath } from './languages'

describe('addresses per language', () => {
  it('reads the language prefix and keeps the rest of the address', () => {
    expect(splitLanguagePath('/ca/proposal/7')).toEqual({ language: 'ca', path: '/proposal/7' })
    expect(splitLanguagePath('/eu')).toEqual({ language: 'eu', path: '/' })
    expect(splitLanguagePath('/proposals')).toEqual({ language: null, path: '/proposals' })
    expect(splitLanguagePath('/fr/resultados')).toEqual({ language: 'fr', path: '/resultados' })
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
