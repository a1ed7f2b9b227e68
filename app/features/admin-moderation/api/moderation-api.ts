import type { InferRequestType } from 'hono/client'
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { ADMIN_TEXTS, HISTORY_TEXTS } from '@copy'
import { api, errorMessage, reach, unwrap } from '@app/lib/api'
import { readResponse } from '@app/lib/api-error'
import { toast } from '@app/lib/toast'
import { proposalsQuery, replaceCachedProposal, type FreshProposal, type Proposal } from '@app/features/proposals'
import type { AdminProposalQueryInput } from '@schemas'
import { queryKeys } from '@app/lib/query-keys'
import { markDeleted, markStale } from '@app/lib/stale-after'

const T = ADMIN_TEXTS
const H = HISTORY_TEXTS
const idParam = (id: number) => ({ param: { id: String(id) } })

export const authorQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.proposalAuthor(id), queryFn: () => unwrap(api.proposals[':id'].author.$get(idParam(id))) })

/** One page of the admin table, filtered and sorted by the server. Admin data: never persisted, read fresh on every visit. */
export const adminProposalsQuery = (query: AdminProposalQueryInput) =>
  queryOptions({
    queryKey: queryKeys.adminProposals(query),
    queryFn: () => unwrap(api.admin.proposals.$get({ query })),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  })
type AdminPage = Awaited<ReturnType<NonNullable<ReturnType<typeof adminProposalsQuery>['queryFn']>>>

/**
 * After a change, every page of the admin table shows the fresh row (or loses a deleted one) at once;
 * the change's entry in the stale map (app/lib/stale-after.ts) then has the server asked again, since
 * the change may move the row in the order or out of the filters.
 */
export function refreshAdminTable(client: QueryClient, change: { fresh: FreshProposal } | { deleted: number }) {
  client.setQueriesData<AdminPage>({ queryKey: queryKeys.everyAdminProposal() }, (page) =>
    page
      ? {
          ...page,
          items:
            'fresh' in change
              ? page.items.map((p) => (p.id === change.fresh.id ? { ...p, ...change.fresh } : p))
              : page.items.filter((p) => p.id !== change.deleted),
        }
      : page,
  )
}

/** Every proposal the table's filters keep, in its order, as the server streams them. */
async function fetchExport(format: 'export.csv' | 'export.json', query: Omit<AdminProposalQueryInput, 'limit' | 'cursor'>) {
  const response = await reach(api.admin.proposals[format].$get({ query }))
  if (!response.ok) await readResponse(response)
  return response
}
export const downloadProposalsCsv = async (query: Omit<AdminProposalQueryInput, 'limit' | 'cursor'>) =>
  (await fetchExport('export.csv', query)).blob()
/** The export's rows (the §3 columns, as the CSV has them) for the Excel book the panel writes. */
export const proposalExportRows = async (query: Omit<AdminProposalQueryInput, 'limit' | 'cursor'>) =>
  (await (await fetchExport('export.json', query)).json()) as (string | number)[][]

const failed = (fallback: string) => (error: unknown) => toast({ title: errorMessage(error, fallback), variant: 'destructive' })

export type StatusUpdate = { status: Proposal['status'] } | { scope: NonNullable<Proposal['scope']> } | { votes: number }

/**
 * Inline status, scope or votes (§7: one endpoint for the three); public pages see the change at once.
 * The toast offers 'Deshacer' for its 5 s: the server puts back the recorded previous values, dates too.
 */
export function useUpdateProposal() {
  const client = useQueryClient()
  const undo = useUndoChange()
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: StatusUpdate }) =>
      unwrap(api.proposals[':id'].status.$patch({ ...idParam(id), json: update })),
    onSuccess: ({ historyId, ...fresh }) => {
      replaceCachedProposal(client, fresh)
      refreshAdminTable(client, { fresh })
      void markStale(client, 'proposalChanged')
      toast({
        title: T.proposalUpdated,
        action: historyId === null ? undefined : { label: H.undo, onClick: () => undo.mutate(historyId) },
      })
    },
    onError: failed(T.proposalUpdateFailed),
  })
}

/** 'Deshacer' in a change's toast: the server puts back what the history entry recorded. */
export function useUndoChange() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (historyId: number) => unwrap(api.admin.history[':id'].undo.$post(idParam(historyId))),
    onSuccess: (fresh) => {
      replaceCachedProposal(client, fresh)
      refreshAdminTable(client, { fresh })
      void markStale(client, 'proposalChanged')
      toast({ title: H.undoDone })
    },
    onError: failed(H.undoFailed),
  })
}

/** The admin's edit of a proposal's data, as PATCH /api/proposals/{id}/data takes it (inferred from the route). */
type ProposalDataForm = InferRequestType<(typeof api.proposals)[':id']['data']['$patch']>['form']

export function useEditProposal() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: ProposalDataForm }) =>
      unwrap(api.proposals[':id'].data.$patch({ ...idParam(id), form })),
    onSuccess: (fresh) => {
      replaceCachedProposal(client, fresh)
      refreshAdminTable(client, { fresh })
      void markStale(client, 'proposalChanged')
      toast({ title: T.proposalUpdated })
    },
  })
}

export function useDeleteProposal() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => unwrap(api.proposals[':id'].$delete(idParam(id))),
    onSuccess: (_, id) => {
      client.setQueryData(proposalsQuery().queryKey, (list) => list?.filter((p) => p.id !== id))
      refreshAdminTable(client, { deleted: id })
      void markDeleted(client, id)
      toast({ title: T.proposalDeleted })
    },
    onError: failed(T.proposalDeleteFailed),
  })
}
