import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useEffect, useMemo } from 'react'
import { useHydrated } from '@app/lib/use-hydrated'
import { handedOverQuery, proposalsQuery, type Proposal } from '../api/proposals'
import { warmSearchTexts, type ProposalFilters } from '../model/filters'
import { useListAddress, type ListRoute } from './use-list-address'

/**
 * The whole public list seen through the screen's filters (kept in the address). Typing stays responsive at 10,000
 * proposals: the selection runs on a deferred copy of the filters, only when they or the data change,
 * and the search texts are folded ahead of time while the browser is idle.
 * `select` should be a module-level function (a new one at each render would rerun the selection); `empty`,
 * what a list without data shows, stays out of the memo so callers may pass a fresh `[]`. On a page the server
 * rendered, the list is first what the server showed (handedOverQuery), until hydration is over and the
 * whole list has arrived.
 */
export function useFilteredProposals<R>(from: ListRoute, select: (list: readonly Proposal[], filters: ProposalFilters) => R, empty: R) {
  const { filters, setFilters, shown, setShown } = useListAddress(from)
  const whole = useQuery(proposalsQuery())
  const handedOver = useQuery(handedOverQuery(from))
  // While hydrating, draw exactly what the server drew, even if the whole list already arrived.
  const hydrated = useHydrated()
  const data = hydrated || !handedOver.data ? (whole.data ?? handedOver.data) : handedOver.data
  const deferred = useDeferredValue(filters)
  useEffect(() => (whole.data ? warmSearchTexts(whole.data) : undefined), [whole.data])
  const selection = useMemo(() => (data ? { value: select(data, deferred) } : null), [data, deferred, select])
  const selected = selection ? selection.value : empty
  const query = { data, isPending: !data && whole.isPending, isError: !data && whole.isError, error: whole.error }
  return { filters, setFilters, shown, setShown, applied: deferred, query, selected }
}

/** On the server: keeps what the page shows for the browser (see handedOverQuery). */
export function useHandOver(from: ListRoute, shown: Proposal[]): void {
  const client = useQueryClient()
  if (typeof document === 'undefined') client.setQueryData(handedOverQuery(from).queryKey, shown)
}
