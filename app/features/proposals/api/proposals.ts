import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query'
import { HOME_LIST_SIZE } from '@domain/constants'
import { api, unwrap } from '@app/lib/api'
import { queryKeys } from '@app/lib/query-keys'

const getList = () => unwrap(api.proposals.$get({ query: {} }))
const getOne = (id: number) => unwrap(api.proposals[':id'].$get({ param: { id: String(id) } }))

/** A public proposal as the API answers it (typed from the Worker's route). */
export type Proposal = Awaited<ReturnType<typeof getOne>>

/** The whole public list (§7): feeds the home lists, the public list and the executed projects. */
export const proposalsQuery = () => queryOptions({ queryKey: queryKeys.proposals(), queryFn: getList })

/**
 * What a server-rendered list page showed (plus one more per section, so it knows there is more),
 * handed to the browser instead of the whole list, which is megabytes at city scale. The page draws
 * from it until the whole list arrives; the browser never fetches it.
 */
export const handedOverQuery = (page: string) =>
  queryOptions<Proposal[]>({ queryKey: queryKeys.handedOverProposals(page), queryFn: skipToken })

/**
 * The home page's lists (§2, §9): the three most voted proposals of some statuses, ranked by the server
 * so the home page never downloads the whole list.
 */
export const topProposalsQuery = (statuses: readonly string[]) => {
  const status = [...statuses].sort().join(',')
  return queryOptions({
    queryKey: queryKeys.topProposals(status),
    queryFn: () => unwrap(api.proposals.$get({ query: { status, sort: 'votes', limit: String(HOME_LIST_SIZE) } })),
  })
}

/** One proposal, cached under its id (§7). */
export const proposalQuery = (id: number) => queryOptions({ queryKey: queryKeys.proposal(id), queryFn: () => getOne(id) })

export const voteFor = (id: number) => unwrap(api.proposals[':id'].vote.$post({ param: { id: String(id) } }))

/** The server's answer after a vote replaces the proposal wherever it is cached (§7). */
export function replaceCachedProposal(client: QueryClient, fresh: Proposal) {
  client.setQueryData(proposalQuery(fresh.id).queryKey, fresh)
  // Every cached list under queryKeys.proposals() (the whole list and the home page's top lists).
  client.setQueriesData<Proposal[]>({ queryKey: queryKeys.proposals() }, (list) => list?.map((p) => (p.id === fresh.id ? fresh : p)))
}
