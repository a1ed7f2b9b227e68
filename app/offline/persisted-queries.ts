import type { Query } from '@tanstack/react-query'

/**
 * Public data and the signed-in person's own record only. Admin answers (['users'], admin keys) and
 * anything else never reach the disk: a shared or lost phone must not hold other people's data.
 */
export function isPersisted(queryKey: readonly unknown[]): boolean {
  const [head, ...rest] = queryKey
  if (head === 'proposal') return rest.length === 1
  // The home page's most-voted lists: ['proposals', 'top', statuses].
  if (head === 'proposals' && rest[0] === 'top') return true
  return rest.length === 0 && (head === 'proposals' || head === 'system-config' || head === 'user')
}

/**
 * Whether a query goes into the device's copy: a kept key with data. Whatever its status: a refresh
 * that failed offline leaves the data on screen, and must not take it off the device at the next save.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.data !== undefined && isPersisted(query.queryKey)
}
