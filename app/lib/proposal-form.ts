import type { InferRequestType } from 'hono/client'
import { apiAsSubmitted, unwrap, type api } from './api'

/** The multipart body of POST /api/proposals, inferred from the Worker's route. */
export type ProposalForm = InferRequestType<typeof api.proposals.$post>['form']

/** Its text fields: what the form validated and what the outbox keeps of a submission beside the photo. */
export type ProposalFields = Omit<ProposalForm, 'image' | 'thumbnail'>

/** The photo as every proposal form uploads it: the large copy and the thumbnail, both shrunk in the browser. */
export type ProposalPhotos = { image: File; thumbnail: File }

/**
 * Posts a new proposal, from the form or from the offline outbox alike: as `token`'s holder, or as a
 * visitor when it is null (an item waiting offline goes as it was submitted, whoever is signed in now).
 * The submission's Idempotency-Key makes every retry of it (a flaky network, the outbox) return the
 * first result instead of a duplicate.
 */
export function postProposal(form: ProposalForm, { idempotencyKey, token }: { idempotencyKey: string; token: string | null }) {
  const headers: Record<string, string> = { 'Idempotency-Key': idempotencyKey }
  if (token) headers.Authorization = `Bearer ${token}`
  return unwrap(apiAsSubmitted.proposals.$post({ form }, { headers }))
}
