import { useNavigate, useSearch } from '@tanstack/react-router'
import type { ListSearch } from '@schemas'
import { firstPage, type ProposalFilters } from '../model/filters'

/** The routes whose search params are parseListSearch. */
export type ListRoute = '/proposals/' | '/proposals/executed' | '/ejecutadas'

/** The address's search params (validated by parseListSearch on each list route) as the screen's filters. */
export function filtersFromSearch(search: ListSearch): ProposalFilters {
  return {
    q: search.q ?? '',
    district: search.district ?? '',
    status: search.status ?? '',
    scope: search.scope ?? '',
    year: search.year ?? '',
  }
}

/** The filters back as search params: empty ones are left out so a plain list keeps a plain address. */
export function searchFromFilters(filters: ProposalFilters, shown?: number): ListSearch {
  const search: ListSearch = {}
  if (filters.q) search.q = filters.q
  if (filters.district) search.district = filters.district as ListSearch['district']
  if (filters.status) search.status = filters.status
  if (filters.scope) search.scope = filters.scope as ListSearch['scope']
  if (filters.year) search.year = filters.year
  if (shown !== undefined && shown > firstPage()) search.shown = shown
  return search
}

/**
 * A list's filters and how many cards it shows live in the address (§2, issue: Back restores them and a
 * filtered list can be shared). Changing a filter replaces the entry and goes back to the first page.
 */
export function useListAddress(from: ListRoute) {
  const search = useSearch({ from })
  const navigate = useNavigate({ from })
  const filters = filtersFromSearch(search)
  const shown = search.shown ?? firstPage()
  const go = (next: ListSearch) => void navigate({ to: '.', search: next, replace: true, resetScroll: false })
  return {
    filters,
    shown,
    setFilters: (next: ProposalFilters) => go(searchFromFilters(next)),
    setShown: (count: number) => go(searchFromFilters(filters, count)),
  }
}
