import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useEffect, useMemo } from 'react'
import { proposalsQuery, type Proposal } from '../api/proposals'
import { warmSearchTexts, type ProposalFilters } from '../model/filters'
import { useListAddress, type ListRoute } from './use-list-address'

/**
 * The whole public list seen through the screen's filters (kept in the address). Typing stays responsive at 10,000
 * proposals: the selection runs on a deferred copy of the filters, only when they or the data change,
 * and the search texts are folded ahead of time while the browser is idle.
 * `select` must be a module-level function (it is not a dependency of the memo).
 */
export function useFilteredProposals<R>(from: ListRoute, select: (list: readonly Proposal[], filters: ProposalFilters) => R, empty: R) {
  const { filters, setFilters, shown, setShown } = useListAddress(from)
  const query = useQuery(proposalsQuery())
  const deferred = useDeferredValue(filters)
  useEffect(() => (query.data ? warmSearchTexts(query.data) : undefined), [query.data])
  const selected = useMemo(() => (query.data ? select(query.data, deferred) : empty), [query.data, deferred])
  return { filters, setFilters, shown, setShown, applied: deferred, query, selected }
}
