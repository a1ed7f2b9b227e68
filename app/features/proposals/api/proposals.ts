import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

const getList = () => unwrap(api.proposals.$get({ query: {} }))
const getOne = (id: number) => unwrap(api.proposals[':id'].$get({ param: { id: String(id) } }))

/** A public proposal as the API answers it (typed from the Worker's route). */
export type Proposal = Awaited<ReturnType<typeof getOne>>

/** The whole public list (§7): feeds the home lists, the public list and the executed projects. */
export const proposalsQuery = () => queryOptions({ queryKey: ['proposals'] as const, queryFn: getList })

/** One proposal, cached under its id (§7). */
export const proposalQuery = (id: number) => queryOptions({ queryKey: ['proposal', id] as const, queryFn: () => getOne(id) })

export const voteFor = (id: number) => unwrap(api.proposals[':id'].vote.$post({ param: { id: String(id) } }))

/** The server's answer after a vote replaces the proposal wherever it is cached (§7). */
export function replaceCachedProposal(client: QueryClient, fresh: Proposal) {
  client.setQueryData(proposalQuery(fresh.id).queryKey, fresh)
  client.setQueryData(proposalsQuery().queryKey, (list) => list?.map((p) => (p.id === fresh.id ? fresh : p)))
}
