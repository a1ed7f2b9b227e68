import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { keepCacheSaved, restoreSavedCache } from './query-persistence'

/**
 * The query client with the device's copy restored from IndexedDB, then saved on every change: what
 * TanStack's `PersistQueryClientProvider` did, except that a page whose data came with it (server-rendered:
 * `waitForRestore` false) never tells its screens it is restoring. With the library's provider every
 * query on screen waited for the restore and, once it ended, the whole page rendered again at once, and
 * every card's queries subscribed and re-rendered synchronously: a long task right after hydration on a
 * cheap phone, for data the page already had (docs/decisions/0048). The offline shell (no server data)
 * still waits, so that nothing is fetched before the saved answers are there.
 */
export function PersistedQueryProvider({
  client,
  waitForRestore,
  onRestored,
  children,
}: {
  client: QueryClient
  waitForRestore: boolean
  onRestored: () => void
  children: ReactNode
}) {
  const [restoring, setRestoring] = useState(waitForRestore)
  useEffect(() => {
    let stopSaving: (() => void) | undefined
    let left = false
    // The restore's span, for a trace to attribute the main thread's time (bench/main-thread.mjs).
    performance.mark('app:restore')
    void restoreSavedCache(client)
      .then(onRestored)
      .catch(() => undefined)
      .finally(() => {
        if (left) return
        // Saving starts after the restore: a page left while restoring never replaces the device's copy with less.
        stopSaving = keepCacheSaved(client)
        setRestoring(false)
        performance.measure('app:restore', 'app:restore')
      })
    return () => {
      left = true
      stopSaving?.()
    }
    // Both are the page's own (module-level): restored once per page.
  }, [client, onRestored])
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  )
}
