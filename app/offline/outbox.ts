import type { ProposalFields, ProposalPhotos } from '@app/lib/proposal-form'
import { OFFLINE_TEXTS } from '@copy'
import { settle, type OutboxItem, type SendOutcome } from './outbox-item'
import type { OutboxStore } from './outbox-store'

const T = OFFLINE_TEXTS.outbox

export interface OutboxDeps {
  store: OutboxStore
  /** One try at posting the item; must not throw (a failure is an outcome). */
  send(item: OutboxItem, token: string | null): Promise<SendOutcome>
  /** A fresh ID token (refreshed when close to expiry), or null when nobody is signed in. */
  token(): Promise<string | null>
  /** Runs the flush while no other flush runs, in this tab or any other (Web Locks in the browser). */
  exclusive(run: () => Promise<void>): Promise<void>
  newId(): string
  now(): number
}

export interface NewSubmission {
  fields: ProposalFields
  photo: ProposalPhotos | null
  asUser: boolean
  idempotencyKey: string
}

/** What a flush did, so the screen can tell the person (a toast per delivered item). */
export interface FlushReport {
  delivered: OutboxItem[]
  rejected: OutboxItem[]
}

/**
 * The submission outbox: add() keeps a submission on the device, flush() sends what is due. A flush
 * re-reads the store under the lock, so an item another tab delivered meanwhile is no longer there; the
 * server's Idempotency-Key replay covers the remaining case (an answer lost after the server stored it).
 */
export function createOutbox(deps: OutboxDeps) {
  const { store } = deps
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }

  async function save(item: OutboxItem) {
    await store.put(item)
    changed()
  }

  async function sendOne(item: OutboxItem, report: FlushReport) {
    let token: string | null = null
    if (item.asUser) {
      try {
        token = await deps.token()
      } catch {
        return save({ ...item, state: 'pending', message: T.networkFailed })
      }
      // Never send a signed-in person's proposal as a visitor's: it waits until they sign in again.
      if (!token) return save({ ...item, state: 'waiting-sign-in', message: T.signInNeeded })
    }
    await save({ ...item, state: 'sending' })
    const outcome = await deps.send(item, token).catch((): SendOutcome => ({ kind: 'network', message: T.networkFailed }))
    const next = settle(item, outcome)
    if (next) {
      await save(next)
      if (next.state === 'rejected') report.rejected.push(next)
    } else {
      await store.delete(item.id)
      changed()
      report.delivered.push(item)
    }
  }

  return {
    async add(submission: NewSubmission): Promise<OutboxItem> {
      const item: OutboxItem = { ...submission, id: deps.newId(), createdAt: deps.now(), state: 'pending', attempts: 0 }
      await save(item)
      return item
    },

    async flush(): Promise<FlushReport> {
      const report: FlushReport = { delivered: [], rejected: [] }
      await deps.exclusive(async () => {
        // Rejected items wait for the person (fix or discard); everything else is tried, including an
        // item marked 'sending' by a tab that closed mid-upload: holding the lock, nobody else is sending it.
        for (const { id } of await store.all()) {
          // Read again just before sending: the person may have discarded it while earlier items went out.
          const item = await store.get(id)
          if (item && item.state !== 'rejected') await sendOne(item, report)
        }
      })
      return report
    },

    list: () => store.all(),
    get: (id: string) => store.get(id),

    async discard(id: string): Promise<void> {
      await store.delete(id)
      changed()
    },

    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
