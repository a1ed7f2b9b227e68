import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferRequestType } from 'hono/client'
import { BUDGET_TEXTS, HISTORY_TEXTS } from '@copy'
import { api, unwrap } from '@app/lib/api'
import { queryKeys } from '@app/lib/query-keys'
import { markStale } from '@app/lib/stale-after'
import { refreshAdminTable, useUndoChange } from './moderation-api'
import { toast } from '@app/lib/toast'
import { replaceCachedProposal, type Proposal } from '@app/features/proposals'

const T = BUDGET_TEXTS.admin
const idParam = (id: number) => ({ param: { id: String(id) } })

/** A proposal's whole assessment, with the responsible service that only the panel sees. */
export const assessmentQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.assessment(id),
    queryFn: () => unwrap(api.proposals[':id'].assessment.$get(idParam(id))),
    refetchOnMount: 'always',
  })

export type AssessmentAnswer = Awaited<ReturnType<NonNullable<ReturnType<typeof assessmentQuery>['queryFn']>>>

type AssessmentBody = InferRequestType<(typeof api.proposals)[':id']['assessment']['$put']>['json']

/** Saves an assessment; like the other inline changes, its toast offers 'Deshacer'. */
export function useAssess() {
  const client = useQueryClient()
  const undo = useUndoChange()
  return useMutation({
    mutationFn: ({ id, json }: { id: number; json: AssessmentBody }) =>
      unwrap(api.proposals[':id'].assessment.$put({ ...idParam(id), json })),
    onSuccess: ({ historyId, service: _service, assessedAt: _at, proposalId: _id, ...fresh }) => {
      replaceCachedProposal(client, fresh as Proposal)
      refreshAdminTable(client, { fresh: fresh as Proposal })
      void markStale(client, 'proposalChanged')
      toast({
        title: T.assessmentSaved,
        action: historyId === null ? undefined : { label: HISTORY_TEXTS.undo, onClick: () => undo.mutate(historyId) },
      })
    },
  })
}
