import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { USERS_CACHE_MS } from '@domain/constants'
import { ADMIN_TEXTS } from '@copy'
import { ApiError, api, errorMessage, unwrap } from '@app/lib/api'
import { toast } from '@app/lib/toast'
import { queryKeys } from '@app/lib/query-keys'
import { markStale } from '@app/lib/stale-after'

const T = ADMIN_TEXTS
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

export const userProposalsQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.userProposals(id), queryFn: () => unwrap(api.users[':id'].proposals.$get(idParam(id))) })

const failed = (fallback: string) => (error: unknown) => toast({ title: errorMessage(error, fallback), variant: 'destructive' })

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
