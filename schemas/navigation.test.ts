import { describe, expect, it } from 'vitest'
import { parseAuthSearch, parseFollowUpSearch, parseListSearch, parseNewProposalSearch, parseResultsSearch, returnPath } from './navigation'

describe('return path after signing in', () => {
  it('keeps a path of this site with its search and hash', () => {
    expect(returnPath('/proposal/17')).toBe('/proposal/17')
    expect(returnPath('/proposals?district=Norte&shown=21')).toBe('/proposals?district=Norte&shown=21')
    expect(returnPath('/profile#mis-propuestas')).toBe('/profile#mis-propuestas')
  })

  // The usual open-redirect corpus: each would leave the site in some browser, router or parser.
  it.each([
    '//evil.com',
    '//evil.com/proposals',
    '///evil.com',
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/./\\evil.example',
    'https://evil.com',
    'https:evil.com',
    'http:/evil.com',
    'http://localhost:8787/profile',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/%2F%2Fevil.com',
    '/%2f/evil.com',
    '/%5Cevil.com',
    '/%5C%5Cevil.com',
    '/%09/evil.com',
    '/%0A/evil.com',
    '%2F%2Fevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r/evil.com',
    '\t//evil.com',
    ' //evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,hola',
    'evil.com',
    'proposals',
    '',
    '/auth',
    '/auth?redirect=/profile',
    '/%E0%A4%A',
  ])('%j becomes /', (value) => {
    expect(returnPath(value)).toBe('/')
  })

  it('what is not a string becomes /', () => {
    expect(returnPath(undefined)).toBe('/')
    expect(returnPath(['/profile'])).toBe('/')
    expect(returnPath({ toString: () => '/profile' })).toBe('/')
  })

  it('the /auth search schema turns a foreign redirect into / and keeps an absent one absent', () => {
    expect(parseAuthSearch({ redirect: '//evil.com' })).toEqual({ redirect: '/' })
    expect(parseAuthSearch({ redirect: '/.//evil.example/x' })).toEqual({ redirect: '/' })
    expect(parseAuthSearch({ redirect: '/admin' })).toEqual({ redirect: '/admin' })
    expect(parseAuthSearch({})).toEqual({ redirect: undefined })
    expect(parseAuthSearch({ redirect: undefined })).toEqual({ redirect: undefined })
  })
})

describe('list search params', () => {
  it('keeps valid filters and the number shown', () => {
    expect(
      parseListSearch({ q: 'parque', district: 'Norte', status: 'pending', scope: 'Medio Ambiente', year: 2024, shown: '21' }),
    ).toEqual({
      q: 'parque',
      district: 'Norte',
      status: 'pending',
      scope: 'Medio Ambiente',
      year: '2024',
      shown: 21,
    })
  })

  it('drops each value that does not fit, keeping the rest', () => {
    const parsed = parseListSearch({ district: 'Marte', status: 'rejected', scope: 'x', year: 'abc', shown: 3, q: 'plaza' })
    expect(parsed).toEqual({ q: 'plaza', district: undefined, status: undefined, scope: undefined, year: undefined, shown: undefined })
    expect(parseListSearch({ shown: '12.5' }).shown).toBeUndefined()
  })
})

describe('the other addresses', () => {
  it('keep what fits and leave out what does not', () => {
    expect(parseFollowUpSearch({ year: '2025', district: 'Norte', phase: 'Sin iniciar' })).toEqual({
      year: 2025,
      district: 'Norte',
      phase: 'Sin iniciar',
    })
    expect(parseFollowUpSearch({ year: 2025 })).toEqual({ year: 2025 })
    expect(parseFollowUpSearch({ year: '25', district: 'Marte', phase: 'x'.repeat(61) })).toEqual({
      year: undefined,
      district: undefined,
      phase: undefined,
    })
    expect(parseResultsSearch({ year: '2199', other: 'x' })).toEqual({ year: 2199 })
    expect(parseResultsSearch({ year: '2200' })).toEqual({ year: undefined })
    expect(parseNewProposalSearch({ district: 'Norte' })).toEqual({ district: 'Norte' })
    expect(parseNewProposalSearch({ district: 'Marte' }).district).toBeUndefined()
    expect(parseListSearch({})).toEqual({})
  })
})
