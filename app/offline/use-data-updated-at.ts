import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { isPersisted } from './persisted-queries'

/** When the newest data kept for offline reading arrived from the server (0 when there is none). */
export function useDataUpdatedAt(): number {
  const cache = useQueryClient().getQueryCache()
  const newest = useCallback(
    () => cache.getAll().reduce((max, query) => (isPersisted(query.queryKey) ? Math.max(max, query.state.dataUpdatedAt) : max), 0),
    [cache],
  )
  return useSyncExternalStore(
    useCallback((listener) => cache.subscribe(listener), [cache]),
    newest,
    newest,
  )
}
