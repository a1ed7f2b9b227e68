import type { QueryClient } from '@tanstack/react-query'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from './api'
import { queryKeys } from './query-keys'
import { markStale, type Change } from './stale-after'
import { systemConfigQuery } from './system-config'

// Shared by the admin slices that change the council's record (settings, budget) and by the follow-up
// dialog that names its phases, so it sits below them all (docs/decisions/0075).

/** The settings tab's record, with who changed it: an admin-only answer, never persisted ('admin' key). */
export const adminSystemConfigQuery = () =>
  queryOptions({ queryKey: queryKeys.adminSystemConfig(), queryFn: () => unwrap(api.admin['system-config'].$get()) })

type AdminSystemConfig = Awaited<ReturnType<NonNullable<ReturnType<typeof adminSystemConfigQuery>['queryFn']>>>

/** A change answers the whole record: the admin tab keeps it, the public screens keep their fields. */
export function keepConfig(client: QueryClient, { updatedBy, ...open }: AdminSystemConfig, change: Change = 'config') {
  client.setQueryData(adminSystemConfigQuery().queryKey, { ...open, updatedBy })
  // The public answer also says the phase of the day, which the switch and the calendar decide: asked again.
  client.setQueryData(systemConfigQuery().queryKey, (old) => (old ? { ...old, ...open } : old))
  void markStale(client, change)
}
