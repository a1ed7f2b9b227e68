import { useEffect, useState } from 'react'
import { OFFLINE_TEXTS } from '@copy'
import { getIdToken } from '../lib/identity'
import { subscribeSession } from '../lib/identity/session-store'
import { queryClient } from '../lib/query-client'
import { markStale } from '../lib/stale-after'
import { toast } from '../lib/toast'
import { createOutbox, type NewSubmission } from './outbox'
import type { OutboxItem } from './outbox-item'
import { indexedDbOutboxStore } from './outbox-store'
import { sendProposal } from './send-proposal'

const T = OFFLINE_TEXTS.outbox
const LOCK = 'presupuestos-outbox-flush'

/** Without Web Locks (old browsers) flushes are at least serialized within the tab; the server's idempotency covers tabs. */
let tabTail: Promise<void> = Promise.resolve()
function exclusive(run: () => Promise<void>): Promise<void> {
  if (navigator.locks) return navigator.locks.request(LOCK, run)
  const result = tabTail.then(run)
  tabTail = result.catch(() => undefined)
  return result
}

export const outbox = createOutbox({
  store: indexedDbOutboxStore(),
  send: sendProposal,
  token: getIdToken,
  exclusive,
  newId: () => crypto.randomUUID(),
  now: () => Date.now(),
})

// Other tabs hear about every change, so their pending page and header count stay right.
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('presupuestos-outbox') : null
const otherTabs = new Set<() => void>()
channel?.addEventListener('message', () => {
  for (const listener of otherTabs) listener()
})
outbox.subscribe(() => channel?.postMessage('changed'))

/** Sends what is waiting, when there is a network; a toast tells the person about each delivery. */
export async function flushOutbox(): Promise<void> {
  if (!navigator.onLine) return
  const { delivered, rejected } = await outbox.flush()
  for (const item of delivered) toast({ title: T.delivered, description: T.deliveredDetail(item.fields.title ?? '') })
  if (rejected.length) toast({ title: T.rejectedToast, description: rejected[0].message, variant: 'destructive' })
  if (delivered.length) {
    await markStale(queryClient, 'proposalAdded')
  }
}

/**
 * Keeps a submission that could not be sent now. Asks the browser to keep this site's storage
 * (where it allows), so the outbox is not evicted under storage pressure before it is delivered.
 */
export async function saveForLater(submission: NewSubmission): Promise<OutboxItem> {
  const item = await outbox.add(submission)
  void navigator.storage?.persist?.().catch(() => false)
  toast({ title: T.saved })
  return item
}

/**
 * Flushes when the app starts, when the connection returns, when the page becomes visible again and
 * when someone signs in (items waiting for sign-in can go then).
 */
export function startOutbox(): void {
  const flush = () => void flushOutbox()
  window.addEventListener('online', flush)
  subscribeSession(flush)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') flush()
  })
  flush()
}

/** The items on this device, kept current as they change here or in another tab. */
export function useOutboxItems(): OutboxItem[] | null {
  const [items, setItems] = useState<OutboxItem[] | null>(null)
  useEffect(() => {
    let live = true
    const load = () => void outbox.list().then((list) => live && setItems(list))
    const stopHere = outbox.subscribe(load)
    otherTabs.add(load)
    load()
    return () => {
      live = false
      stopHere()
      otherTabs.delete(load)
    }
  }, [])
  return items
}
