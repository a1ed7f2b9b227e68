import { queryOptions } from '@tanstack/react-query'
import { ApiError, api, unwrap } from '../api'
import { setSession } from './session-store'

/** GET /api/user, cached under ['user'] (§7). A refused token ends the local session. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['user'] as const,
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
