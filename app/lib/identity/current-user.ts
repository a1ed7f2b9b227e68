import { queryOptions } from '@tanstack/react-query'
import { ApiError, api, unwrap } from '../api'
import { setSession } from './session-store'
import { queryKeys } from '../query-keys'

/** The API could not be reached or failed (network, 5xx, 503 IDENTITY_UNAVAILABLE): nothing was refused. */
export const isOutage = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500)

/**
 * GET /api/user, cached under ['user'] (§7). Only a refused token (401) ends the local session; an
 * outage keeps it, and the check is retried every 15 seconds until the service is back.
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: queryKeys.user(),
    retry: (failures, error) => isOutage(error) && failures < 3,
    refetchInterval: (query) => (isOutage(query.state.error) ? 15_000 : false),
    queryFn: async () => {
      try {
        return await unwrap(api.user.$get())
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) setSession(null)
        throw error
      }
    },
  })

export type CurrentUser = Awaited<ReturnType<ReturnType<typeof currentUserQuery>['queryFn'] & {}>>
