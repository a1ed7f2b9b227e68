import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { NotFoundScreen } from './components/not-found-screen'
import { routeTree } from './route-tree.gen'

/**
 * One router per page view: the browser makes one; the Worker makes one per server-rendered request,
 * with the request's address in `history` and its origin (for absolute share links).
 */
export function createAppRouter(queryClient: QueryClient, server?: { history: RouterHistory; origin: string }) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultNotFoundComponent: NotFoundScreen,
    defaultPreload: 'intent',
    // Loaders read through the query cache, which already decides freshness (§7).
    defaultPreloadStaleTime: 0,
    // The browser restores scroll positions; on the server it would print an inline script the CSP forbids.
    scrollRestoration: !server,
    ...server,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
