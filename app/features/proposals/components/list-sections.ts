import type { QueryClient } from '@tanstack/react-query'
import { parseListSearch } from '@schemas'
import type { ListSection } from '@app/lib/query-keys'
import { proposalPagesQuery } from '../api/proposals'
import { firstPage, type ProposalFilters } from '../model/filters'
import { filtersFromSearch, type ListRoute } from './use-list-address'

// Apart from the screens' hook: the routes' loaders import this, and whatever they import is in the
// code every page loads first.

/** The sections a list screen shows for its filters (§2): one status, or presented and prioritised. */
export function sectionsFor(from: ListRoute, f: ProposalFilters): ListSection[] {
  const base = { q: f.q.trim(), district: f.district, scope: f.scope, year: f.year }
  if (from !== '/proposals/') return [{ status: 'executed', ...base }]
  return (f.status ? [f.status] : (['pending', 'approved'] as const)).map((status) => ({ status, ...base }))
}

/**
 * A list route's loader: starts the first page of each section the address asks for, so the server
 * renders them (and hands exactly them to the browser) and a navigation starts them early.
 */
export function prefetchListSections(client: QueryClient, from: ListRoute, address: unknown) {
  // The address as typed (a loader without deps sees it before the route's validation): values that do
  // not fit are left out, as the screen leaves them out.
  const search = parseListSearch(address as Record<string, unknown>)
  for (const section of sectionsFor(from, filtersFromSearch(search)))
    void client.prefetchInfiniteQuery(proposalPagesQuery(section, search.shown ?? firstPage()))
}
