import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AuthSearchSchema, ListSearchSchema, returnPath } from './navigation'

describe('return path after signing in', () => {
  it('keeps a path of this site with its search and hash', () => {
    expect(returnPath('/proposal/17')).toBe('/proposal/17')
    expect(returnPath('/proposals?district=Norte&shown=21')).toBe('/proposals?district=Norte&shown=21')
    expect(returnPath('/profile#mis-propuestas')).toBe('/profile#mis-propuestas')
  })

  it.each([
    '//evil.com',
    '//evil.com/proposals',
    'https://evil.com',
    'http://localhost:8787/profile',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hola',
    'evil.com',
    'proposals',
    '',
    '/auth',
    '/auth?redirect=/profile',
  ])('refuses %j', (value) => {
    expect(returnPath(value)).toBeUndefined()
  })

  it('refuses what is not a string', () => {
    expect(returnPath(undefined)).toBeUndefined()
    expect(returnPath(['/profile'])).toBeUndefined()
    expect(returnPath({ toString: () => '/profile' })).toBeUndefined()
  })

  it('the /auth search schema drops a foreign redirect instead of failing', () => {
    expect(v.parse(AuthSearchSchema, { redirect: '//evil.com' })).toEqual({ redirect: undefined })
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
