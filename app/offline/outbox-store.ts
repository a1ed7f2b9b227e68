import { createStore, del, get, set, values } from 'idb-keyval'
import type { OutboxItem } from './outbox-item'

/** Where outbox items live; the logic only needs these four calls, so tests use an in-memory map. */
export interface OutboxStore {
  all(): Promise<OutboxItem[]>
  get(id: string): Promise<OutboxItem | undefined>
  put(item: OutboxItem): Promise<void>
  delete(id: string): Promise<void>
}

/**
 * IndexedDB, in a database of its own (not the query cache's), so clearing cached data never drops a
 * submission. Blobs are stored as they are: IndexedDB keeps them across reloads and browser restarts.
 */
export function indexedDbOutboxStore(): OutboxStore {
  const store = createStore('presupuestos-outbox', 'items')
  return {
    all: async () => (await values<OutboxItem>(store)).sort((a, b) => a.createdAt - b.createdAt),
    get: (id) => get<OutboxItem>(id, store),
    put: (item) => set(item.id, item, store),
    delete: (id) => del(id, store),
  }
}
