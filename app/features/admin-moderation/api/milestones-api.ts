import type { InferRequestType } from 'hono/client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@app/lib/api'
import { markStale } from '@app/lib/stale-after'
import { refreshAdminTable } from './moderation-api'
import { replaceCachedProposal } from '@app/features/proposals'

const idParam = (id: number) => ({ param: { id: String(id) } })

/** A milestone as POST /api/proposals/{id}/milestones and PATCH /api/milestones/{id} take it (inferred from the routes). */
export type MilestoneForm = InferRequestType<(typeof api.proposals)[':id']['milestones']['$post']>['form']
type Costs = InferRequestType<(typeof api.proposals)[':id']['costs']['$patch']>['json']

/** What the public pages show of the proposal changes with every milestone: its page, /seguimiento, the history. */
function useRefresh() {
  const client = useQueryClient()
  return () => void markStale(client, 'milestone')
}

export function useAddMilestone(proposalId: number) {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (form: MilestoneForm) => unwrap(api.proposals[':id'].milestones.$post({ ...idParam(proposalId), form })),
    onSuccess: refresh,
  })
}

export function useEditMilestone() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: MilestoneForm }) => unwrap(api.milestones[':id'].$patch({ ...idParam(id), form })),
    onSuccess: refresh,
  })
}

export function useRemoveMilestone() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: number) => unwrap(api.milestones[':id'].$delete(idParam(id))),
    onSuccess: refresh,
  })
}

export function useSaveCosts(proposalId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (json: Costs) => unwrap(api.proposals[':id'].costs.$patch({ ...idParam(proposalId), json })),
    onSuccess: (fresh) => {
      replaceCachedProposal(client, fresh)
      refreshAdminTable(client, { fresh })
      void markStale(client, 'costs')
    },
  })
}
