import type { ProposalFields, ProposalPhotos } from '@app/lib/proposal-form'

/**
 * A proposal submission waiting on this device, and the rules for what happens to it after each try.
 * Pure: no storage, no network, so every transition is unit-tested.
 */

type OutboxState = 'pending' | 'sending' | 'delivered' | 'rejected' | 'waiting-sign-in'

export interface OutboxItem {
  id: string
  /** Made once, when the person submits: every retry carries it, so the server creates one proposal at most. */
  idempotencyKey: string
  createdAt: number
  /** The form's text fields exactly as they would be posted (title, description, district, scope, submitter…). */
  fields: ProposalFields
  /** The photo already shrunk in the browser, so a retry sends exactly what the person saw. */
  photo: ProposalPhotos | null
  /** Submitted while signed in: it must be sent with that person's token, never as a visitor. */
  asUser: boolean
  state: OutboxState
  /** The server's Spanish message for a refusal, or why the last try did not get through. */
  message?: string
  /** Per-field messages of a VALIDATION refusal, to show beside the fields when the person fixes it. */
  fieldErrors?: Record<string, string>
  attempts: number
}

/** What one try to send an item came to. */
export type SendOutcome =
  | { kind: 'delivered'; proposalId: number | null }
  /** The request never got an answer (offline, connection cut mid-upload): the server may or may not have it. */
  | { kind: 'network'; message: string }
  | { kind: 'refused'; status: number; code?: string; message: string; fields?: Record<string, string> }

/** Statuses that say "try again later" rather than "this submission is wrong". */
const TRANSIENT = new Set([408, 425, 429])

/**
 * The item after a try: null when delivered (it leaves the outbox); back to pending when the network or
 * the server failed (the idempotency key makes the retry safe); waiting for sign-in when a signed-in
 * item's session is refused; otherwise rejected with the server's message, kept so nothing is lost.
 */
export function settle(item: OutboxItem, outcome: SendOutcome): OutboxItem | null {
  const tried = { ...item, attempts: item.attempts + 1, fieldErrors: undefined }
  switch (outcome.kind) {
    case 'delivered':
      return null
    case 'network':
      return { ...tried, state: 'pending', message: outcome.message }
    case 'refused':
      if (outcome.status === 401 && item.asUser) return { ...tried, state: 'waiting-sign-in', message: outcome.message }
      if (outcome.status >= 500 || TRANSIENT.has(outcome.status)) return { ...tried, state: 'pending', message: outcome.message }
      return { ...tried, state: 'rejected', message: outcome.message, fieldErrors: outcome.fields }
  }
}
