import type { InferRequestType } from 'hono/client'
import type { api } from './api'

/** The multipart body of POST /api/proposals, inferred from the Worker's route. */
export type ProposalForm = InferRequestType<typeof api.proposals.$post>['form']

/** Its text fields: what the form validated and what the outbox keeps of a submission beside the photo. */
export type ProposalFields = Omit<ProposalForm, 'image' | 'thumbnail'>
