import type { PlainBallot } from '@schemas'
import type { SealedBallot } from '@domain/table-ballot'
import type { TableDeviceStore } from './device-store'
import type { ProposalAnswer, QueuedBallot, TableSession } from './types'

/** The Worker takes at most this many ballots per request (the contract's bound). */
export const UPLOAD_BATCH = 50

export interface UploadBallot {
  key: string
  seq: number
  takenAt: string
  sealed: SealedBallot
}

export interface UploadResult {
  key: string
  outcome: 'counted' | 'partly' | 'refused' | 'pending'
  receipt: string | null
  proposals: ProposalAnswer[]
  message?: string
}

export interface QueueDeps {
  store: TableDeviceStore
  /** Seals with the table's public key (SPKI, base64). */
  seal: (publicKey: string, ballot: PlainBallot) => Promise<SealedBallot>
  upload: (token: string, body: { sentAt: string; ballots: UploadBallot[] }) => Promise<UploadResult[]>
  /** Runs `run` alone among every tab of this device (Web Locks). */
  exclusive: (run: () => Promise<void>) => Promise<void>
  newKey: () => string
  now: () => Date
}

/**
 * Keeps a checked ballot: sealed with the table's public key first, so that what reaches IndexedDB is
 * already unreadable to the device itself; a seal that fails stores nothing.
 */
export async function recordBallot(deps: QueueDeps, session: TableSession, ballot: PlainBallot): Promise<QueuedBallot> {
  const sealed = await deps.seal(session.table.publicKey, ballot)
  const ids = ballot.kind === 'coupon' ? [ballot.proposalId] : ballot.proposalIds
  const queued: QueuedBallot = {
    key: deps.newKey(),
    seq: await deps.store.nextSeq(),
    takenAt: deps.now().toISOString(),
    kind: ballot.kind,
    receipt: ballot.receipt,
    proposals: ids.map((id) => {
      const p = session.proposals.find((x) => x.id === id)
      return { id, number: p?.number ?? id, title: p?.title ?? '' }
    }),
    sealed,
    status: 'waiting',
  }
  await deps.store.putBallot(queued)
  return queued
}

/** Why a ballot was refused, in full or in part: the Worker's message, else its refused proposals' ones. */
function reasonOf(result: UploadResult): string | undefined {
  if (result.outcome === 'counted') return undefined
  if (result.message) return result.message
  const messages = [...new Set(result.proposals.filter((p) => !p.counted && p.message).map((p) => p.message))]
  return messages.length ? messages.join(' ') : undefined
}

/** A ballot after its answer: judged ones lose their sealed data for good; 'pending' ones go again later. */
function answered(ballot: QueuedBallot, result: UploadResult): QueuedBallot {
  if (result.outcome === 'pending') return { ...ballot, status: 'pending' }
  return { ...ballot, status: result.outcome, sealed: null, answers: result.proposals, reason: reasonOf(result) }
}

/**
 * Sends every ballot still to be judged, in the device's order, in requests of at most UPLOAD_BATCH, each
 * with its idempotency key, and keeps each answer as it comes. One tab at a time; a second tab finds
 * nothing left to send, and the Worker answers a key it has seen with its first answer. Answers how many
 * are still waiting for the Worker's judgement (to try again later). A failed request throws, and what it
 * carried stays as it was, to be sent again.
 */
export async function sendQueue(deps: QueueDeps): Promise<{ left: number }> {
  let left = 0
  await deps.exclusive(async () => {
    const session = await deps.store.session()
    if (!session) return
    const due = (await deps.store.ballots()).filter((b) => b.sealed && (b.status === 'waiting' || b.status === 'pending'))
    for (let start = 0; start < due.length; start += UPLOAD_BATCH) {
      const batch = due.slice(start, start + UPLOAD_BATCH)
      const results = await deps.upload(session.device.token, {
        sentAt: deps.now().toISOString(),
        ballots: batch.map((b) => ({ key: b.key, seq: b.seq, takenAt: b.takenAt, sealed: b.sealed as SealedBallot })),
      })
      const byKey = new Map(results.map((r) => [r.key, r]))
      for (const ballot of batch) {
        const result = byKey.get(ballot.key)
        const next = result ? answered(ballot, result) : ballot
        if (next.status === 'waiting' || next.status === 'pending') left += 1
        if (result) await deps.store.putBallot(next)
      }
    }
  })
  return { left }
}

/** The tally the volunteers read: what waits, what was sent, and the Worker's verdicts. */
export function tally(ballots: readonly QueuedBallot[]) {
  const count = (...statuses: QueuedBallot['status'][]) => ballots.filter((b) => statuses.includes(b.status)).length
  return {
    waiting: count('waiting'),
    sent: count('pending', 'counted', 'partly', 'refused'),
    counted: count('counted'),
    partly: count('partly'),
    refused: count('refused'),
  }
}
