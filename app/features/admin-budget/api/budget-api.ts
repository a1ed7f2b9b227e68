import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { InferRequestType } from 'hono/client'
import type { BudgetCycleInput, CalendarInput, MilestonePhasesInput } from '@schemas'
import type { CyclePhase } from '@domain/cycle-calendar'
import { ADMIN_TEXTS, BUDGET_TEXTS, CALENDAR_FORM_TEXTS, CYCLE_TEXTS } from '@copy'
import { api, errorMessage, unwrap } from '@app/lib/api'
import { keepConfig } from '@app/lib/admin-system-config'
import { queryKeys } from '@app/lib/query-keys'
import { markStale } from '@app/lib/stale-after'
import { systemConfigQuery } from '@app/lib/system-config'
import { toast } from '@app/lib/toast'

const T = BUDGET_TEXTS.admin

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

/** The budget year and the submission deadline, as the settings tab's form validated them. */
export function useSetBudgetCycle() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (cycle: BudgetCycleInput) => unwrap(api['system-config'].cycle.$put({ json: cycle })),
    onSuccess: (config) => {
      keepConfig(client, config)
      toast({ title: ADMIN_TEXTS.config.cycleSaved })
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
      toast({ title: ADMIN_TEXTS.config.phasesSaved })
    },
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
