import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../api'
import { queryKeys } from '../query-keys'
import { useSession } from './use-session'

/**
 * The proposals the signed-in person has voted (GET /api/user/votes), kept beside their user record
 * under ['user', …] so that sign-out clears it with the rest of the session.
 */
export const myVotesQuery = () =>
  queryOptions({
    queryKey: queryKeys.myVotes(),
    queryFn: async () => (await unwrap(api.user.votes.$get())).proposalIds,
  })

/** A counted vote, or a DUPLICATE_VOTE answer, proves the vote exists: every button shows it at once. */
export function rememberVote(client: QueryClient, proposalId: number): void {
  client.setQueryData(myVotesQuery().queryKey, (ids = []) => (ids.includes(proposalId) ? ids : [...ids, proposalId]))
}

/** The proposals the person voted: undefined while that is not known yet (or nobody is signed in). */
export function useMyVotes(): readonly number[] | undefined {
  const signedIn = useSession().status === 'signedIn'
  const ids = useQuery({ ...myVotesQuery(), enabled: signedIn })
  return signedIn ? ids.data : undefined
}
