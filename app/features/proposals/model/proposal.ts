import type { Proposal } from '../api/proposals'

/**
 * The public fields the pure logic reads, typed by the API's answer (inferred through the typed client,
 * never restated here). Only the names are picked, so its tests build a proposal without the rest.
 */
export type ProposalView = Pick<
  Proposal,
  | 'id'
  | 'title'
  | 'description'
  | 'photoBig'
  | 'photoThumb'
  | 'status'
  | 'votes'
  | 'createdAt'
  | 'district'
  | 'scope'
  | 'approvedAt'
  | 'executedAt'
  | 'rejectedAt'
  | 'feasibility'
  | 'assessedAt'
  | 'assessment'
>
