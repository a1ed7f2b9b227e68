import { describe, expect, it } from 'vitest'
import { ADMIN_TEXTS } from '@domain/texts'
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, paginate, parsePageSize, parseVotes } from './pagination'

const P = ADMIN_TEXTS.pagination
const items = Array.from({ length: 23 }, (_, i) => i + 1)

describe('admin pagination', () => {
  it('offers the §9 page sizes with 10 by default', () => {
    expect(ADMIN_PAGE_SIZES).toEqual([5, 10, 20, 50, 100, 200, 500])
    expect(ADMIN_DEFAULT_PAGE_SIZE).toBe(10)
  })

  it('slices pages and reports them as the footer reads', () => {
    const first = paginate(items, 1, 10)
    expect(first.items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(P.page(first.page, first.pages)).toBe('Página 1 de 3')
    const last = paginate(items, 3, 10)
    expect(last.items).toEqual([21, 22, 23])
    expect(P.showing(last.items.length, last.total)).toBe('Mostrando 3 de 23 propuestas')
  })

  it('falls back to the last page when filtering leaves fewer pages, and shows page 1 of 1 when empty', () => {
    expect(paginate(items, 9, 10).page).toBe(3)
    expect(paginate(items, 0, 10).page).toBe(1)
    const empty = paginate([], 4, 10)
    expect([empty.page, empty.pages, empty.items.length]).toEqual([1, 1, 0])
  })

  it('accepts a custom page size only as an integer greater than 0', () => {
    expect(parsePageSize('7')).toBe(7)
    expect(parsePageSize(' 250 ')).toBe(250)
    for (const bad of ['0', '-3', '2.5', 'diez', '', '1e3']) expect(parsePageSize(bad)).toBeNull()
  })

  it('accepts votes as integers of 0 or more', () => {
    expect(parseVotes('0')).toBe(0)
    expect(parseVotes('125')).toBe(125)
    for (const bad of ['-1', '1.5', 'x', '']) expect(parseVotes(bad)).toBeNull()
  })
})
