import type { InferRequestType } from 'hono/client'
import { api, unwrap } from '@app/lib/api'

type ChannelProposalForm = InferRequestType<typeof api.admin.proposals.$post>['form']

/** Registers a proposal received through another channel (POST /api/admin/proposals, §2). */
export const registerProposal = (form: ChannelProposalForm) => unwrap(api.admin.proposals.$post({ form }))
