import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { NotificationSettings } from '@schemas'
import { api, unwrap } from '@app/lib/api'
import { useSession } from '@app/lib/identity'
import { queryKeys } from '@app/lib/query-keys'
import { markStale } from '@app/lib/stale-after'

// Under ['user', …]: sign-out clears them with the rest of the person's data.
export const noticesQuery = () =>
  queryOptions({
    queryKey: queryKeys.myNotices(),
    queryFn: () => unwrap(api.notifications.$get()),
    // A status change made by an admin meanwhile shows up on the next visit or focus.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  })

const followsQuery = () =>
  queryOptions({
    queryKey: queryKeys.myFollows(),
    queryFn: async () => (await unwrap(api.user.follows.$get())).proposalIds,
  })

export const settingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.myNoticeSettings(),
    queryFn: () => unwrap(api.user['notification-settings'].$get()),
  })

/** The unread count for the header's 'Avisos' link; undefined for visitors. */
export function useUnreadNotices(): number | undefined {
  const session = useSession()
  const { data } = useQuery({ ...noticesQuery(), enabled: session.status === 'signedIn' })
  return session.status === 'signedIn' ? (data?.unread ?? 0) : undefined
}

/** Submitting or voting makes the server follow the proposal for the person: the buttons say so at once. */
export function rememberFollow(client: QueryClient, proposalId: number) {
  client.setQueryData(followsQuery().queryKey, (ids) => (ids && !ids.includes(proposalId) ? [...ids, proposalId] : ids))
}

/** Whether a signed-in person follows a proposal, and the toggle: only FollowButton's signed-in part calls it. */
export function useFollow(proposalId: number) {
  const client = useQueryClient()
  const ids = useQuery(followsQuery())
  const mutation = useMutation({
    mutationFn: async (follow: boolean) => {
      const param = { param: { id: String(proposalId) } }
      return follow ? unwrap(api.proposals[':id'].follow.$put(param)) : unwrap(api.proposals[':id'].follow.$delete(param))
    },
    onSuccess: ({ following }) => {
      client.setQueryData(followsQuery().queryKey, (list = []) =>
        following ? [...list.filter((id) => id !== proposalId), proposalId] : list.filter((id) => id !== proposalId),
      )
      void markStale(client, 'follow')
    },
  })
  return {
    /** undefined while unknown. */
    following: ids.data?.includes(proposalId),
    pending: mutation.isPending,
    toggle: (follow: boolean) => mutation.mutateAsync(follow),
  }
}

export function useMarkRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (ids?: number[]) => unwrap(api.notifications.read.$post({ json: ids ? { ids } : {} })),
    onSuccess: ({ items, unread }) => {
      client.setQueryData(noticesQuery().queryKey, { items, unread })
      void markStale(client, 'ownRecord')
    },
  })
}

export function useSaveSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: Partial<NotificationSettings>) => unwrap(api.user['notification-settings'].$patch({ json: change })),
    onSuccess: (settings) => {
      client.setQueryData(settingsQuery().queryKey, settings)
      void markStale(client, 'ownRecord')
    },
  })
}
