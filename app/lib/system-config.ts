import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from './api'

/** votingEnabled also opens and closes submissions (§1): the whole yearly process is open or closed. */
export const systemConfigQuery = () =>
  queryOptions({ queryKey: ['system-config'] as const, queryFn: () => unwrap(api['system-config'].$get()) })

/**
 * Whether the process is open; true until the server says otherwise (§3: true when absent or not loaded).
 * A copy restored from the device is stale (main.tsx invalidates it): the first screen that shows a vote
 * button or an invitation asks again, so a closed process does not offer buttons that can only fail.
 */
export function useProcessOpen(): boolean {
  return useQuery({ ...systemConfigQuery(), refetchOnMount: true }).data?.votingEnabled !== false
}
