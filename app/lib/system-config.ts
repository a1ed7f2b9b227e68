import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from './api'

/** votingEnabled also opens and closes submissions (§1): the whole yearly process is open or closed. */
export const systemConfigQuery = () =>
  queryOptions({ queryKey: ['system-config'] as const, queryFn: () => unwrap(api['system-config'].$get()) })

/** Whether the process is open; true until the server says otherwise (§3: true when absent or not loaded). */
export function useProcessOpen(): boolean {
  return useQuery(systemConfigQuery()).data?.votingEnabled !== false
}
