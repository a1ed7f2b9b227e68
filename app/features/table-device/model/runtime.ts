import { useSyncExternalStore } from 'react'
import type { PlainBallot } from '@schemas'
import { importTablePublicKey, sealBallot } from '@domain/table-ballot'
import { TABLE_DEVICE_TEXTS as T } from '@copy'
import { errorMessage } from '@app/lib/api'
import { isNetworkFailure } from '@app/offline'
import { joinTable, refreshSession, uploadBallots } from '../api'
import { indexedDbTableStore } from './device-store'
import { recordBallot, sendQueue, type QueueDeps } from './queue'
import type { QueuedBallot, TableDraft, TableSession } from './types'

const LOCK = 'presupuestos-mesa-envio'
/**
 * How soon ballots the Worker was still judging ('pending') are asked about again, and a sending that
 * never reached it is tried again: a phone often says it is online while the signal is too weak to
 * carry a request, and no 'online' event follows when it gets better.
 */
const RETRY_MS = 3_000

const store = indexedDbTableStore()

const deps: QueueDeps = {
  store,
  seal: async (publicKey, ballot) => sealBallot(await importTablePublicKey(publicKey), ballot),
  upload: uploadBallots,
  // Web Locks: a second tab waits for the first and then finds nothing left to send. Without them (an old
  // browser), the Worker's idempotency keys still count each ballot once.
  exclusive: (run) => (navigator.locks ? navigator.locks.request(LOCK, run) : run()),
  newKey: () => crypto.randomUUID(),
  now: () => new Date(),
}

export interface TableDeviceState {
  /** undefined while IndexedDB is read; null when this device has joined no table. */
  session: TableSession | null | undefined
  ballots: QueuedBallot[]
  sending: boolean
  /** Why the last sending failed, in Spanish (cleared by the next one that works). */
  problem: string | null
}

let state: TableDeviceState = { session: undefined, ballots: [], sending: false, problem: null }
const listeners = new Set<() => void>()
const set = (next: Partial<TableDeviceState>) => {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

// Other tabs of the device hear about every change, so their tally stays right.
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('presupuestos-mesa') : null

async function reload(): Promise<void> {
  const [session, ballots] = await Promise.all([store.session(), store.ballots()])
  set({ session: session ?? null, ballots })
}

async function changed(): Promise<void> {
  await reload()
  channel?.postMessage('changed')
}

let retry: ReturnType<typeof setTimeout> | undefined
/** A ballot saved while a sending was under way: another round follows it. */
let again = false

/** Sends what waits, when there is a network ('online' event, start, 'Enviar ahora'). */
export async function sendNow(): Promise<void> {
  if (!navigator.onLine) return
  if (state.sending) {
    again = true
    return
  }
  again = false
  clearTimeout(retry)
  set({ sending: true })
  try {
    const { left } = await sendQueue(deps)
    set({ problem: null })
    if (left) retry = setTimeout(() => void sendNow(), RETRY_MS)
  } catch (error) {
    set({ problem: errorMessage(error, T.sync.failed) })
    // A refusal (a revoked device, say) waits for 'Enviar ahora'; a request that never arrived goes again.
    if (isNetworkFailure(error)) retry = setTimeout(() => void sendNow(), RETRY_MS)
  } finally {
    set({ sending: false })
    await changed()
  }
  if (again) await sendNow()
}

let started = false
/** Reads the device's table and ballots, and sends when the connection comes back. */
function start(): void {
  if (started) return
  started = true
  channel?.addEventListener('message', () => void reload())
  addEventListener('online', () => void sendNow())
  void reload().then(async () => {
    const session = state.session
    if (!session || !navigator.onLine) return
    // The list of proposals as it is now, when there is signal; the copy kept serves otherwise.
    const fresh = await refreshSession(session).catch(() => null)
    if (fresh) {
      await store.saveSession(fresh)
      await changed()
    }
    await sendNow()
  })
}

const subscribe = (listener: () => void) => {
  start()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const serverState: TableDeviceState = { session: undefined, ballots: [], sending: false, problem: null }

/** The device's table, its ballots and the sending's state, kept current here and from other tabs. */
export function useTableDevice(): TableDeviceState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  )
}

/** Joins a table (online) and keeps the session for the rest of the day, without signal. */
export async function join(code: string, label: string): Promise<void> {
  const session = await joinTable(code, label)
  await store.saveSession(session)
  // Asks the browser to keep this site's storage, so that ballots are not evicted before they are sent.
  void navigator.storage?.persist?.().catch(() => false)
  await changed()
}

/** Seals and keeps a checked ballot, then tries to send it right away. */
export async function saveBallot(ballot: PlainBallot): Promise<QueuedBallot> {
  const session = state.session
  if (!session) throw new Error('no table session')
  const queued = await recordBallot(deps, session, ballot)
  await changed()
  void sendNow()
  return queued
}

/** Leaves the table: only once every ballot has been answered (nothing left to lose). */
export async function leave(): Promise<void> {
  await store.clear()
  await changed()
}

export const loadDraft = (): Promise<TableDraft | undefined> => store.draft()
export const saveDraft = (draft: TableDraft): Promise<void> => store.saveDraft(draft)
