import { describe, expect, it } from 'vitest'
import { DEFAULT_PROPOSAL_SORT, NO_ADMIN_FILTERS, exportFileName, nextSort, tableQuery } from './admin-proposals'

describe('admin proposal table', () => {
  it('starts newest first and asks the server for the chosen filters only', () => {
    expect(tableQuery(NO_ADMIN_FILTERS, DEFAULT_PROPOSAL_SORT)).toEqual({ sort: 'createdAt', dir: 'desc' })
    expect(
      tableQuery({ ...NO_ADMIN_FILTERS, q: 'parque ', district: 'Norte', channel: 'papel' }, { key: 'title', direction: 'asc' }),
    ).toEqual({
      q: 'parque ',
      district: 'Norte',
      channel: 'papel',
      sort: 'title',
      dir: 'asc',
    })
    expect(tableQuery({ ...NO_ADMIN_FILTERS, q: '   ' }, DEFAULT_PROPOSAL_SORT)).toEqual({ sort: 'createdAt', dir: 'desc' })
  })

  it('flips the direction on the same column and starts numbers descending', () => {
    expect(nextSort({ key: 'title', direction: 'asc' }, 'title')).toEqual({ key: 'title', direction: 'desc' })
    expect(nextSort({ key: 'title', direction: 'asc' }, 'votes', ['votes'])).toEqual({ key: 'votes', direction: 'desc' })
    expect(nextSort({ key: 'votes', direction: 'desc' }, 'title', ['votes'])).toEqual({ key: 'title', direction: 'asc' })
  })

  it('names the files propuestas-{date}', () => {
    const day = new Date(2026, 0, 5, 23, 30)
    expect(exportFileName('csv', day)).toBe('propuestas-2026-01-05.csv')
    expect(exportFileName('xlsx', day)).toBe('propuestas-2026-01-05.xlsx')
  })
})
