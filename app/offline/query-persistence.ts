import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { createStore, del, get, set } from 'idb-keyval'
import { isPersisted } from './persisted-queries'

const store = createStore('presupuestos-cache', 'queries')

const persister = createAsyncStoragePersister({
  storage: { getItem: (key) => get<string>(key, store), setItem: (key, value: string) => set(key, value, store), removeItem: (key) => del(key, store) },
  key: 'query-cache',
  throttleTime: 1000,
})

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  // A new build may change the shape of answers: its cache starts empty instead of misreading old data.
  buster: __BUILD_ID__,
  maxAge: 1000 * 60 * 60 * 24 * 30,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && isPersisted(query.queryKey),
  },
}
