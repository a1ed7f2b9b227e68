import { createRouter } from '@tanstack/react-router'
import { NotFoundScreen } from './components/not-found-screen'
import { queryClient } from './lib/query-client'
import { routeTree } from './route-tree.gen'

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultNotFoundComponent: NotFoundScreen,
  defaultPreload: 'intent',
  // Loaders read through the query cache, which already decides freshness (§7).
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
