import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CensusCheck } from '@schemas'
import { api, unwrap } from '@app/lib/api'
import { markStale } from '@app/lib/stale-after'

/** 'Verificar que estoy empadronado/a': the account becomes the census record's; the profile is read again. */
export function useVerifyMyself() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (check: CensusCheck) => unwrap(api.user.verification.$post({ json: check })),
    onSuccess: () => void markStale(client, 'verifiedMyself'),
  })
}

/** Staff verifying a person who is present, from the user's row. */
export function useVerifyUser() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, check }: { id: number; check: CensusCheck }) =>
      unwrap(api.admin.users[':id'].verification.$post({ param: { id: String(id) }, json: check })),
    onSuccess: () => void markStale(client, 'verifiedUser'),
  })
}

/** An administrator takes a verification back, with the reason the history keeps. */
export function useUnbindUser() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      unwrap(api.admin.users[':id'].verification.$delete({ param: { id: String(id) }, json: { reason } })),
    onSuccess: () => void markStale(client, 'unboundUser'),
  })
}
