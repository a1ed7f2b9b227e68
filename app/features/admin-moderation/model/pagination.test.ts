import { describe, expect, it } from 'vitest'
import { ADMIN_TEXTS } from '@copy'
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, pageCount, parsePageSize, parseVotes } from './pagination'

const P = ADMIN_TEXTS.pagination

describe('admin pagination', () => {
  it('offers the §9 page sizes with 10 by default', () => {
    expect(ADMIN_PAGE_SIZES).toEqual([5, 10, 20, 50, 100, 200, 500])
    expect(ADMIN_DEFAULT_PAGE_SIZE).toBe(10)
  })

  it('counts the pages the rows fill, one at least, as the footer reads', () => {
    expect(P.page(1, pageCount(23, 10))).toBe('Página 1 de 3')
    expect(P.showing(3, 23)).toBe('Mostrando 3 de 23 propuestas')
    expect(pageCount(20, 10)).toBe(2)
    expect(pageCount(0, 10)).toBe(1)
  })

  it('accepts a custom page size only as an integer from 1 to the 1000 rows the server answers at most', () => {
    expect(parsePageSize('7')).toBe(7)
    expect(parsePageSize(' 250 ')).toBe(250)
    expect(parsePageSize('1000')).toBe(1000)
    for (const bad of ['0', '-3', '2.5', 'diez', '', '1e3', '1001']) expect(parsePageSize(bad)).toBeNull()
  })

  it('accepts votes as integers of 0 or more', () => {
    expect(parseVotes('0')).toBe(0)
    expect(parseVotes('125')).toBe(125)
    for (const bad of ['-1', '1.5', 'x', '']) expect(parseVotes(bad)).toBeNull()
  })
})
