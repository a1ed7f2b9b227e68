import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferRequestType } from 'hono/client'
import { BUDGET_TEXTS, HISTORY_TEXTS } from '@domain/texts'
import { api, errorMessage, unwrap } from '@app/lib/api'
import { queryKeys } from '@app/lib/query-keys'
import { markStale } from '@app/lib/stale-after'
import { refreshAdminTable } from './admin-api'
import { toast } from '@app/lib/toast'
import { replaceCachedProposal, type Proposal } from '@app/features/proposals'

const T = BUDGET_TEXTS.admin
const idParam = (id: number) => ({ param: { id: String(id) } })

/** The cycle's money as everybody reads it: amounts, what is selected and what is left per heading. */
export const budgetQuery = () => queryOptions({ queryKey: queryKeys.budget(), queryFn: () => unwrap(api.budget.$get({ query: {} })) })
export type BudgetAnswer = Awaited<ReturnType<NonNullable<ReturnType<typeof budgetQuery>['queryFn']>>>

type BudgetBody = InferRequestType<typeof api.budget.$put>['json']

export function useSetBudget() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (json: BudgetBody) => unwrap(api.budget.$put({ json })),
    onSuccess: (fresh) => {
      client.setQueryData(budgetQuery().queryKey, fresh)
      void markStale(client, 'budget')
      toast({ title: T.budgetSaved })
    },
  })
}

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
  const undo = useMutation({
    mutationFn: (historyId: number) => unwrap(api.admin.history[':id'].undo.$post(idParam(historyId))),
    onSuccess: (fresh) => {
      replaceCachedProposal(client, fresh)
      refreshAdminTable(client, { fresh })
      void markStale(client, 'proposalChanged')
      toast({ title: HISTORY_TEXTS.undoDone })
    },
    onError: (error) => toast({ title: errorMessage(error, HISTORY_TEXTS.undoFailed), variant: 'destructive' }),
  })
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

export interface SelectionParams {
  district: string
  rule: 'greedy' | 'equal-shares'
  comparison: boolean
  excluded: number[]
  included: number[]
}

const selectionQueryParams = (p: SelectionParams) => ({
  district: p.district,
  rule: p.rule,
  comparison: String(p.comparison),
  excluded: p.excluded.join(','),
  included: p.included.join(','),
})

/**
 * A heading's preview under a rule and the board's changes; refused previews carry their Spanish reason.
 * A large heading's is computed in the Worker's queue: until it is there the answer is the job, asked
 * for again every two seconds.
 */
export const selectionQuery = (p: SelectionParams) => {
  const query = selectionQueryParams(p)
  return queryOptions({
    queryKey: queryKeys.selection(query),
    queryFn: () => unwrap(api.admin.selection.$get({ query: query as InferRequestType<typeof api.admin.selection.$get>['query'] })),
    retry: false,
    refetchInterval: (q) => (q.state.data && 'jobId' in q.state.data ? 2000 : false),
  })
}
type SelectionResponse = Awaited<ReturnType<NonNullable<ReturnType<typeof selectionQuery>['queryFn']>>>
export type SelectionAnswer = Exclude<SelectionResponse, { jobId: string }>

type ConfirmBody = InferRequestType<typeof api.admin.selection.$post>['json']

export function useConfirmSelection() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (json: ConfirmBody) => unwrap(api.admin.selection.$post({ json })),
    onSuccess: () => {
      void markStale(client, 'selectionConfirmed')
      toast({ title: T.selectionConfirmed })
    },
  })
}
