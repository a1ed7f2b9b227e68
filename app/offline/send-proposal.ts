import { OFFLINE_TEXTS } from '@copy'
import { ApiError } from '../lib/api'
import { postProposal } from '../lib/proposal-form'
import type { OutboxItem, SendOutcome } from './outbox-item'

/** One try at posting a queued submission, with its own Idempotency-Key; never throws. */
export async function sendProposal(item: OutboxItem, token: string | null): Promise<SendOutcome> {
  try {
    const proposal = await postProposal({ ...item.fields, ...item.photo }, { idempotencyKey: item.idempotencyKey, token })
    return { kind: 'delivered', proposalId: proposal?.id ?? null }
  } catch (error) {
    // Status 0: the request never got an answer (unwrap's reading of a failed fetch).
    if (!(error instanceof ApiError) || error.status === 0) return { kind: 'network', message: OFFLINE_TEXTS.outbox.networkFailed }
    return { kind: 'refused', status: error.status, code: error.code, message: error.message, fields: error.fields }
  }
}
