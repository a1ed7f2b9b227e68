import type { QueryClient } from '@tanstack/react-query'
import { parseListSearch } from '@schemas'
import { impactQuery } from '../features/accountability/api/accountability'
import { prefetchListSections } from '../features/proposals/components/list-sections'

/**
 * The executed projects' route at both their addresses, /proposals/executed and /ejecutadas (§2: the same
 * screen): one search and one loader, so the two cannot drift apart. (The '-' keeps the router plugin from
 * taking this file for a route.) Each route file still writes its own `component`: the plugin moves only
 * a component written in the route's options into the route's lazy chunk, and the screen must stay out of
 * the code every page loads first.
 */
export const executedProjectsRoute = (from: '/proposals/executed' | '/ejecutadas') => ({
  validateSearch: parseListSearch,
  // On entering the page only (no loaderDeps): later filter changes fetch from the screen, once typing pauses.
  loader: ({ context: { queryClient }, location }: { context: { queryClient: QueryClient }; location: { search: unknown } }) => {
    void queryClient.prefetchQuery(impactQuery())
    return prefetchListSections(queryClient, from, location.search)
  },
})
