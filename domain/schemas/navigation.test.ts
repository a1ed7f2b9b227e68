import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AuthSearchSchema, ListSearchSchema, returnPath } from './navigation'

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
    expect(v.parse(AuthSearchSchema, { redirect: '//evil.com' })).toEqual({ redirect: '/' })
    expect(v.parse(AuthSearchSchema, { redirect: '/.//evil.example/x' })).toEqual({ redirect: '/' })
    expect(v.parse(AuthSearchSchema, { redirect: '/admin' })).toEqual({ redirect: '/admin' })
    expect(v.parse(AuthSearchSchema, {})).toEqual({ redirect: undefined })
  })
})

describe('list search params', () => {
  it('keeps valid filters and the number shown', () => {
    expect(
      v.parse(ListSearchSchema, { q: 'parque', district: 'Norte', status: 'pending', scope: 'Medio Ambiente', year: 2024, shown: '21' }),
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
    const parsed = v.parse(ListSearchSchema, { district: 'Marte', status: 'rejected', scope: 'x', year: 'abc', shown: 3, q: 'plaza' })
    expect(parsed).toEqual({ q: 'plaza', district: undefined, status: undefined, scope: undefined, year: undefined, shown: undefined })
    expect(v.parse(ListSearchSchema, { shown: '12.5' }).shown).toBeUndefined()
  })
})
