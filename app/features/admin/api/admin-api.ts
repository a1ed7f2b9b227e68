import type { InferRequestType } from 'hono/client'
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { HistoryQueryInput } from '@domain/audit'
import type { BudgetCycleInput, CalendarInput, MilestonePhasesInput } from '@domain/schemas'
import type { CyclePhase } from '@domain/cycle-calendar'
import type { Language } from '@domain/languages'
import { USERS_CACHE_MS } from '@domain/constants'
import { ACCESSIBILITY_TEXTS, ADMIN_TEXTS, CALENDAR_FORM_TEXTS, CYCLE_TEXTS, HISTORY_TEXTS, LANGUAGE_SETTINGS_TEXTS } from '@domain/texts'
import { ApiError, api, errorMessage, reach, unwrap } from '@app/lib/api'
import { readResponse } from '@app/lib/api-error'
import { saveFile } from '@app/lib/save-file'
import { toast } from '@app/lib/toast'
import { proposalsQuery, replaceCachedProposal, type FreshProposal, type Proposal } from '@app/features/proposals'
import type { AdminProposalQueryInput } from '@domain/schemas'
import { systemConfigQuery } from '@app/lib/system-config'
import { queryKeys } from '@app/lib/query-keys'
import { markDeleted, markStale, type Change } from '@app/lib/stale-after'

const T = ADMIN_TEXTS
const H = HISTORY_TEXTS
const idParam = (id: number) => ({ param: { id: String(id) } })

async function getUsers() {
  try {
    return await unwrap(api.users.$get())
  } catch (error) {
    // §8: 'Error al obtener los usuarios: status - body'.
    throw error instanceof ApiError ? new ApiError(error.status, T.usersFailed(error.status, error.message)) : error
  }
}
export type AdminUser = Awaited<ReturnType<typeof getUsers>>[number]

/** §7: the user list is cached 5 minutes, retried 3 times, never refetched on focus. Never persisted (admin data). */
export const usersQuery = () =>
  queryOptions({ queryKey: queryKeys.users(), queryFn: getUsers, staleTime: USERS_CACHE_MS, retry: 3, refetchOnWindowFocus: false })

/** The settings tab's record, with who changed it: an admin-only answer, never persisted ('admin' key). */
export const adminSystemConfigQuery = () =>
  queryOptions({ queryKey: queryKeys.adminSystemConfig(), queryFn: () => unwrap(api.admin['system-config'].$get()) })

/** How many votes of unverified accounts opening census channels would hold: asked afresh when the council is asked. */
export const unverifiedVotesQuery = () =>
  queryOptions({
    queryKey: queryKeys.unverifiedVotes(),
    queryFn: () => unwrap(api.admin['system-config']['unverified-votes'].$get()),
  })

type AdminSystemConfig = Awaited<ReturnType<NonNullable<ReturnType<typeof adminSystemConfigQuery>['queryFn']>>>

/** A change answers the whole record: the admin tab keeps it, the public screens keep their fields. */
function keepConfig(client: QueryClient, { updatedBy, ...open }: AdminSystemConfig, change: Change = 'config') {
  client.setQueryData(adminSystemConfigQuery().queryKey, { ...open, updatedBy })
  // The public answer also says the phase of the day, which the switch and the calendar decide: asked again.
  client.setQueryData(systemConfigQuery().queryKey, (old) => (old ? { ...old, ...open } : old))
  void markStale(client, change)
}

export const userProposalsQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.userProposals(id), queryFn: () => unwrap(api.users[':id'].proposals.$get(idParam(id))) })

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

function useUndoChange() {
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

export type HistoryFilters = HistoryQueryInput

/** Admin data: never persisted, always read fresh when a history view opens. */
export const historyQuery = (filters: HistoryFilters) =>
  queryOptions({
    queryKey: queryKeys.history(filters),
    queryFn: () => unwrap(api.admin.history.$get({ query: filters })),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  })
type HistoryPage = Awaited<ReturnType<NonNullable<ReturnType<typeof historyQuery>['queryFn']>>>
export type HistoryItem = HistoryPage['items'][number]

/** The CSV of every entry matching the filters (paging ignored), as the server writes it. */
export async function downloadHistoryCsv(filters: HistoryFilters) {
  const { page: _page, size: _size, ...query } = filters
  const response = await reach(api.admin.history['export.csv'].$get({ query }))
  if (!response.ok) await readResponse(response)
  saveFile(await response.blob(), H.csvFileName)
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

/** The server refuses an admin's own revocation with a Spanish message: the toast shows it. */
export function useSetRole() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, isAdmin }: { id: number; isAdmin: boolean }) =>
      unwrap(api.users[':id'].role.$patch({ ...idParam(id), json: { isAdmin } })),
    onSuccess: (fresh) => {
      client.setQueryData(usersQuery().queryKey, (list) => list?.map((u) => (u.id === fresh.id ? fresh : u)))
      void markStale(client, 'roleChanged')
      toast({ title: fresh.isAdmin ? T.roleAdded : T.roleRemoved, description: T.roleChanged(fresh.username, fresh.isAdmin) })
    },
    onError: failed(T.roleFailed),
  })
}

export const blockedIdentitiesQuery = () =>
  queryOptions({ queryKey: queryKeys.blockedIdentities(), queryFn: () => unwrap(api.admin['blocked-identities'].$get()) })
export type BlockedIdentity = Awaited<ReturnType<NonNullable<ReturnType<typeof blockedIdentitiesQuery>['queryFn']>>>[number]

export function useUnblock() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (b: { uid: string; name: string }) => unwrap(api.admin['blocked-identities'].$delete({ json: { uid: b.uid } })),
    onSuccess: (_, b) => toast({ title: T.unblocked, description: T.unblockedText(b.name) }),
    onError: failed(T.unblockFailed),
    // Also when it failed: another officer may have unblocked it meanwhile.
    onSettled: () => void markStale(client, 'unblocked'),
  })
}

export function useDeleteUser() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => unwrap(api.users[':id'].$delete(idParam(id))),
    onSuccess: (_, id) => {
      client.setQueryData(usersQuery().queryKey, (list) => list?.filter((u) => u.id !== id))
      void markStale(client, 'userDeleted')
      toast({ title: T.userDeleted })
    },
    onError: failed(T.userDeleteFailed),
  })
}

export function useSetVoting() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (votingEnabled: boolean) => unwrap(api['system-config'].$patch({ json: { votingEnabled } })),
    onSuccess: (config) => {
      keepConfig(client, config)
      toast({ title: T.configUpdated })
    },
    onError: failed(T.configFailed),
  })
}

/** One of the council's census rules ('Quién puede votar'), each switched on its own. */
export function useSetCensusRule() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (rule: { residentsOnly?: boolean; ownDistrictOnly?: boolean; censusVoting?: boolean }) =>
      unwrap(api['system-config'].$patch({ json: rule })),
    onSuccess: (config) => {
      keepConfig(client, config, 'censusRules')
      toast({ title: T.configUpdated })
    },
    onError: failed(T.configFailed),
  })
}

/** The budget year and the submission deadline, as the settings tab's form validated them. */
export function useSetBudgetCycle() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (cycle: BudgetCycleInput) => unwrap(api['system-config'].cycle.$put({ json: cycle })),
    onSuccess: (config) => {
      keepConfig(client, config)
      toast({ title: T.config.cycleSaved })
    },
  })
}

/** The calendar's answers are the public record with the phase of the day: kept, and the admin record and history asked again. */
function keepCycle(client: QueryClient, config: Awaited<ReturnType<NonNullable<ReturnType<typeof systemConfigQuery>['queryFn']>>>) {
  client.setQueryData(systemConfigQuery().queryKey, config)
  void markStale(client, 'calendar')
}

/** 'Calendario': the year's six phases, checked by the same schema on both sides. */
export function useSetCalendar() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (json: CalendarInput) => unwrap(api['system-config'].calendar.$put({ json })),
    onSuccess: (config) => {
      keepCycle(client, config)
      toast({ title: CALENDAR_FORM_TEXTS.saved })
    },
  })
}

/** 'Pasar a la siguiente fase', after the council's confirmation: `from` is the phase it saw. */
export function useAdvancePhase() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (json: { year: number; from: CyclePhase | null }) => unwrap(api['system-config'].calendar.advance.$post({ json })),
    onSuccess: (config) => {
      keepCycle(client, config)
      toast({ title: CALENDAR_FORM_TEXTS.advanced(config.phase ? CYCLE_TEXTS.phases[config.phase] : CYCLE_TEXTS.noPhase) })
    },
    onError: (error) =>
      toast({ title: CALENDAR_FORM_TEXTS.advance, description: errorMessage(error, CYCLE_TEXTS.advanceStale), variant: 'destructive' }),
  })
}

export function useSetMilestonePhases() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (json: MilestonePhasesInput) => unwrap(api['system-config'].phases.$put({ json })),
    onSuccess: (config) => {
      keepConfig(client, config, 'phases')
      toast({ title: T.config.phasesSaved })
    },
  })
}

export function useFixConfig() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(api['system-config'].fix.$post()),
    onSuccess: ({ message, ...config }) => {
      keepConfig(client, config)
      toast({ title: T.configUpdated, description: message })
    },
    onError: failed(T.fixFailed),
  })
}

/** The laboratory: an uploaded `.pb` election becomes a job that the Worker's queue computes (decision 0055). */
export const startLabJob = (file: File) => unwrap(api.admin.selection.simulate.$post({ form: { file } }))

/** The job, polled each second until it has its answer (what both selection rules take, or the Spanish refusal); never persisted ('admin' key). */
export const labJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: queryKeys.labJob(jobId),
    queryFn: () => unwrap(api.admin.selection.simulate[':id'].$get({ param: { id: jobId } })),
    refetchInterval: (query) => (query.state.data?.status === 'done' || query.state.data?.status === 'refused' ? false : 1000),
  })
export type Simulation = NonNullable<Awaited<ReturnType<NonNullable<ReturnType<typeof labJobQuery>['queryFn']>>>['result']>

/** The accessibility complaints and requests: admin-only (they carry people's e-mails), never persisted. */
export const accessibilityRequestsQuery = () =>
  queryOptions({ queryKey: queryKeys.accessibilityRequests(), queryFn: () => unwrap(api.admin.accessibility.$get()) })
export type AccessibilityRequest = Awaited<ReturnType<NonNullable<ReturnType<typeof accessibilityRequestsQuery>['queryFn']>>>[number]

/** Sends an answer by e-mail; the list and the history show it at once. */
export function useAnswerAccessibilityRequest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) =>
      unwrap(api.admin.accessibility[':id'].answer.$post({ ...idParam(id), json: { answer } })),
    onSuccess: (answered) => {
      client.setQueryData(accessibilityRequestsQuery().queryKey, (list) => list?.map((r) => (r.id === answered.id ? answered : r)))
      void markStale(client, 'accessibilityAnswered')
      toast({ title: ACCESSIBILITY_TEXTS.admin.sent })
    },
  })
}

/** The day of the last manual accessibility review, which the public statement shows. */
export function useSetAccessibilityReview() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (reviewedOn: string) => unwrap(api['system-config']['accessibility-review'].$put({ json: { reviewedOn } })),
    onSuccess: (config) => {
      keepConfig(client, config)
      toast({ title: ACCESSIBILITY_TEXTS.admin.reviewSaved })
    },
  })
}

/** How many texts each language's catalogue still lacks (0: it may be offered). */
export const languageGapsQuery = () =>
  queryOptions({ queryKey: queryKeys.languageGaps(), queryFn: () => unwrap(api.admin['system-config']['language-gaps'].$get()) })

/** The languages the portal offers; every public page shows the change at once. */
export function useSetLanguages() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (languages: Language[]) => unwrap(api['system-config'].languages.$put({ json: { languages } })),
    onSuccess: (config) => {
      keepConfig(client, config)
      toast({ title: LANGUAGE_SETTINGS_TEXTS.saved })
    },
  })
}
