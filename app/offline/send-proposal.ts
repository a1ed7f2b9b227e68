import { OFFLINE_TEXTS } from '@domain/texts'
import { ApiError, readResponse } from '../lib/api-error'
import { apiAsSubmitted } from '../lib/api'
import type { OutboxItem, SendOutcome } from './outbox-item'

/** One try at posting a queued submission, with its own Idempotency-Key; never throws. */
export async function sendProposal(item: OutboxItem, token: string | null): Promise<SendOutcome> {
  const headers: Record<string, string> = { 'Idempotency-Key': item.idempotencyKey }
  if (token) headers.Authorization = `Bearer ${token}`
  let response: Response
  try {
    const photo = item.photo ? { image: item.photo.image as File, thumbnail: item.photo.thumbnail as File } : {}
    response = (await apiAsSubmitted.proposals.$post({ form: { ...item.fields, ...photo } }, { headers })) as unknown as Response
  } catch {
    return { kind: 'network', message: OFFLINE_TEXTS.outbox.networkFailed }
  }
  try {
    const proposal = await readResponse<{ id?: number }>(response)
    return { kind: 'delivered', proposalId: proposal?.id ?? null }
  } catch (error) {
    const refused = error as ApiError
    return { kind: 'refused', status: refused.status, code: refused.code, message: refused.message, fields: refused.fields }
  }
}
