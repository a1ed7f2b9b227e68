import { OFFLINE_TEXTS } from '@domain/texts'
import { ApiError, apiAsSubmitted, unwrap } from '../lib/api'
import type { OutboxItem, SendOutcome } from './outbox-item'

/** One try at posting a queued submission, with its own Idempotency-Key; never throws. */
export async function sendProposal(item: OutboxItem, token: string | null): Promise<SendOutcome> {
  const headers: Record<string, string> = { 'Idempotency-Key': item.idempotencyKey }
  if (token) headers.Authorization = `Bearer ${token}`
  const photo = item.photo ? { image: item.photo.image as File, thumbnail: item.photo.thumbnail as File } : {}
  try {
    const proposal = await unwrap(apiAsSubmitted.proposals.$post({ form: { ...item.fields, ...photo } }, { headers }))
    return { kind: 'delivered', proposalId: proposal?.id ?? null }
  } catch (error) {
    // Status 0: the request never got an answer (unwrap's reading of a failed fetch).
    if (!(error instanceof ApiError) || error.status === 0) return { kind: 'network', message: OFFLINE_TEXTS.outbox.networkFailed }
    return { kind: 'refused', status: error.status, code: error.code, message: error.message, fields: error.fields }
  }
}
