import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/** votingEnabled also opens and closes submissions (§1); the home page shows one or the other. */
export const systemConfigQuery = () =>
  queryOptions({ queryKey: ['system-config'] as const, queryFn: () => unwrap(api['system-config'].$get()) })
