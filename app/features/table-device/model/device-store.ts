import { createStore, del, entries, get, set, update } from 'idb-keyval'
import type { QueuedBallot, TableDraft, TableSession } from './types'

/**
 * What the table device keeps. The logic needs only these calls, so its tests use a map in memory.
 * Nothing here ever holds a document or a birth date in clear: a ballot arrives sealed.
 */
export interface TableDeviceStore {
  session(): Promise<TableSession | undefined>
  saveSession(session: TableSession): Promise<void>
  /** Forgets the table, its ballots and the draft (only once nothing is left to send). */
  clear(): Promise<void>
  ballots(): Promise<QueuedBallot[]>
  putBallot(ballot: QueuedBallot): Promise<void>
  /** The next number of the device's order; atomic, so two tabs never take the same one. */
  nextSeq(): Promise<number>
  draft(): Promise<TableDraft | undefined>
  saveDraft(draft: TableDraft): Promise<void>
}

const BALLOT = 'ballot'

/**
 * IndexedDB, in a database of its own (not the query cache's nor the proposals outbox's). Ballots are
 * keyed ['ballot', seq], so they come back in the device's order.
 */
export function indexedDbTableStore(): TableDeviceStore {
  const store = createStore('presupuestos-mesa', 'data')
  return {
    session: () => get<TableSession>('session', store),
    saveSession: (session) => set('session', session, store),
    clear: async () => {
      for (const [key] of await entries(store)) await del(key, store)
    },
    ballots: async () =>
      (await entries<IDBValidKey, QueuedBallot>(store))
        .filter(([key]) => Array.isArray(key) && key[0] === BALLOT)
        .map(([, ballot]) => ballot)
        .sort((a, b) => a.seq - b.seq),
    putBallot: (ballot) => set([BALLOT, ballot.seq], ballot, store),
    nextSeq: async () => {
      let next = 0
      // update() reads and writes in one IndexedDB transaction: another tab's call waits for this one.
      await update<number>(
        'seq',
        (last) => {
          next = (last ?? 0) + 1
          return next
        },
        store,
      )
      return next
    },
    draft: () => get<TableDraft>('draft', store),
    saveDraft: (draft) => set('draft', draft, store),
  }
}
