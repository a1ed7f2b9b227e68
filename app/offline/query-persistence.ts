import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { createStore, del, get, set } from 'idb-keyval'
import { onForgetDeviceData } from '@app/lib/device-data'
import { shouldPersistQuery } from './persisted-queries'

// Opened on first use: the Worker also loads this module to render pages, and has no IndexedDB.
let opened: ReturnType<typeof createStore> | undefined
const store = () => (opened ??= createStore('presupuestos-cache', 'queries'))
const KEY = 'query-cache'

/** The device's copy of the query cache: what was saved, when, by which build. */
interface PersistedClient {
  buster: string
  timestamp: number
  clientState: DehydratedState
}

// A new build may change the shape of answers: its cache starts empty instead of misreading old data.
// (Vite writes the id in; the Worker, which loads this module to render pages, has none and never persists.)
const BUSTER = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : ''
const MAX_AGE = 1000 * 60 * 60 * 24 * 30

let waiting: PersistedClient | undefined
/** The queries the device's copy held when the page started: what may need a refresh. */
const restored = new Set<string>()
let scheduled = false
let writing = false
/** What the device holds: each saved query with the time its data arrived. */
let savedSignature = ''

const signature = (client: PersistedClient) => client.clientState.queries.map((q) => `${q.queryHash}@${q.state.dataUpdatedAt}`).join('|')

/**
 * Writes the newest state waiting, one write at a time; a state whose saved data is what the device
 * already holds (only a refetch started) is skipped. IndexedDB stores the object itself (no JSON).
 */
async function writeWaiting() {
  scheduled = false
  if (writing) return
  writing = true
  try {
    while (waiting) {
      const client = waiting
      waiting = undefined
      const next = signature(client)
      if (next === savedSignature) continue
      await set(KEY, client, store())
      savedSignature = next
    }
  } finally {
    writing = false
  }
}

/**
 * The query cache on the device, written as soon as new data arrives (the changes of one task become
 * one write), not a second later: a page left at once (a link from a chat, a reload, the phone closing
 * the app) cannot finish a write it has not started, since the browser drops IndexedDB writes still
 * open when the page goes. What still waits is written when the page is hidden. The provider hands
 * states over only after the restore has finished, so a page left while restoring never replaces the
 * saved data with an emptier cache.
 */
const persister = {
  persistClient: (client: PersistedClient) => {
    waiting = client
    if (scheduled) return
    scheduled = true
    setTimeout(() => void writeWaiting(), 0)
  },
  restoreClient: async () => {
    const client = await get<PersistedClient>(KEY, store())
    if (client?.clientState) savedSignature = signature(client)
    for (const q of client?.clientState.queries ?? []) restored.add(q.queryHash)
    return client
  },
  removeClient: async () => {
    waiting = undefined
    savedSignature = ''
    await del(KEY, store())
  },
}

const writeNow = () => void writeWaiting()
addEventListener('pagehide', writeNow)
addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') writeNow()
})
// Sign-out takes the saved cache off the device.
onForgetDeviceData(() => persister.removeClient())

/** Whether the query's data came from the device's copy (read once, when the page started). */
export const wasRestored = (queryHash: string) => restored.has(queryHash)

/** The device's copy as it stands now. */
const snapshot = (client: QueryClient): PersistedClient => ({
  buster: BUSTER,
  timestamp: Date.now(),
  clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }),
})

/** Saves the whole cache now, for data that entered it before the restore (a server-rendered page's). */
export function saveWholeCache(client: QueryClient) {
  persister.persistClient(snapshot(client))
}

/**
 * Puts the device's copy into the cache (what `persistQueryClientRestore` of TanStack's persist package
 * did; written here because that package pins an older query core, which the bundle then carried twice).
 * A copy from another build, older than a month or unreadable is dropped.
 */
export async function restoreSavedCache(client: QueryClient): Promise<void> {
  try {
    const saved = await persister.restoreClient()
    if (!saved) return
    if (!saved.timestamp || saved.buster !== BUSTER || Date.now() - saved.timestamp > MAX_AGE) return await persister.removeClient()
    hydrate(client, saved.clientState)
  } catch (error) {
    await persister.removeClient()
    throw error
  }
}

/** Saves the cache whenever a query or mutation is added, removed or changes; returns the way to stop. */
export function keepCacheSaved(client: QueryClient): () => void {
  const save = (event: { type: string }) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') persister.persistClient(snapshot(client))
  }
  const stopQueries = client.getQueryCache().subscribe(save)
  const stopMutations = client.getMutationCache().subscribe(save)
  return () => {
    stopQueries()
    stopMutations()
  }
}
