import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Language } from '@domain/languages'
import { ACCESSIBILITY_TEXTS, ADMIN_TEXTS, LANGUAGE_SETTINGS_TEXTS } from '@copy'
import { api, errorMessage, unwrap } from '@app/lib/api'
import { keepConfig } from '@app/lib/admin-system-config'
import { toast } from '@app/lib/toast'
import { queryKeys } from '@app/lib/query-keys'
import { markStale } from '@app/lib/stale-after'

const T = ADMIN_TEXTS
const idParam = (id: number) => ({ param: { id: String(id) } })

/** How many votes of unverified accounts opening census channels would hold: asked afresh when the council is asked. */
export const unverifiedVotesQuery = () =>
  queryOptions({
    queryKey: queryKeys.unverifiedVotes(),
    queryFn: () => unwrap(api.admin['system-config']['unverified-votes'].$get()),
  })

const failed = (fallback: string) => (error: unknown) => toast({ title: errorMessage(error, fallback), variant: 'destructive' })

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
