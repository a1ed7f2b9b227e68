import type { QueryClient } from '@tanstack/react-query'
import { queryKeys } from '@app/lib/query-keys'
import type { CachedList, Proposal } from './proposals'

/**
 * Every proposal this device holds (whatever list or page it came in, newest copy first), for reading
 * and searching what was seen while offline.
 */
export function proposalsOnDevice(client: QueryClient): Proposal[] {
  const found = new Map<number, { at: number; proposal: Proposal }>()
  const keep = (proposal: Proposal, at: number) => {
    const held = found.get(proposal.id)
    if (!held || held.at < at) found.set(proposal.id, { at, proposal })
  }
  for (const query of client.getQueryCache().findAll({ queryKey: queryKeys.proposals() })) {
    const data = query.state.data as CachedList
    const at = query.state.dataUpdatedAt
    if (Array.isArray(data)) for (const p of data) keep(p, at)
    else for (const page of data?.pages ?? []) for (const p of page.items) keep(p, at)
  }
  for (const query of client.getQueryCache().findAll({ queryKey: queryKeys.everyProposal() })) {
    const data = query.state.data as Proposal | undefined
    if (query.queryKey.length === 2 && data?.id !== undefined) keep(data, query.state.dataUpdatedAt)
  }
  return [...found.values()].map((f) => f.proposal)
}
