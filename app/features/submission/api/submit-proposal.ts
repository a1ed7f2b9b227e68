import { api, unwrap } from '@app/lib/api'
import type { ProposalForm } from '@app/lib/proposal-form'

/**
 * Sends the new-proposal form (POST /api/proposals) with the submission's Idempotency-Key: a retried
 * request (flaky network, or the offline outbox with the same key) returns the first result instead of
 * a duplicate.
 */
export const submitProposal = (form: ProposalForm, idempotencyKey: string) =>
  unwrap(api.proposals.$post({ form }, { headers: { 'Idempotency-Key': idempotencyKey } }))
