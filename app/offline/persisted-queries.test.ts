import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { isPersisted, shouldPersistQuery } from './persisted-queries'

describe('which queries are kept on the device', () => {
  it('keeps the public list, opened proposals, system config and the signed-in user', () => {
    for (const key of [['proposals'], ['proposals', 'top', 'approved,pending'], ['proposal', 17], ['system-config'], ['user']])
      expect(isPersisted(key)).toBe(true)
  })
  it('never keeps admin data or other personal lists', () => {
    for (const key of [
      ['users'],
      ['admin', 'proposals'],
      ['admin-proposals'],
      ['user', 'proposals'],
      ['cookie-consent'],
      ['proposal', 17, 'diagnostic'],
    ]) {
      expect(isPersisted(key)).toBe(false)
    }
  })

  it('keeps a list whose refresh failed offline: its data is still what the screen shows', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await client.fetchQuery({ queryKey: ['proposals'], queryFn: () => [{ id: 1, title: 'Bancos en la plaza' }] })
    await client
      .fetchQuery({ queryKey: ['proposals'], queryFn: () => Promise.reject(new Error('sin conexión')), staleTime: 0 })
      .catch(() => {})
    const list = client.getQueryCache().find({ queryKey: ['proposals'] })!
    expect(list.state.status).toBe('error')
    expect(shouldPersistQuery(list)).toBe(true)
    expect(shouldPersistQuery(client.getQueryCache().build(client, { queryKey: ['proposal', 9] }))).toBe(false)
  })
})
