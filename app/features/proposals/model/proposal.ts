import type { Status } from '@domain/statuses'

/**
 * The public fields the screens read. The API answers more precisely typed objects (inferred through
 * the typed client); this structural shape lets the pure logic and its tests live without the client.
 */
export interface ProposalView {
  id: number
  title: string
  description: string
  photoBig: string | null
  photoThumb: string | null
  status: Status
  votes: number
  createdAt: string
  district: string
  scope: string | null
  approvedAt: string | null
  executedAt: string | null
  rejectedAt: string | null
}
