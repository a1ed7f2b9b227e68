import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { languagePath, splitLanguagePath } from '@domain/languages'
import { currentLanguage } from '@copy/localize'
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
    // Addresses carry the page's language ('/ca/proposal/7'); the routes know only the plain path. Links
    // keep the page's language, so a shared link opens in the language it was shared in.
    rewrite: {
      input: ({ url }) => {
        const { language, path } = splitLanguagePath(url.pathname)
        if (language === null) return undefined
        url.pathname = path
        return url
      },
      output: ({ url }) => {
        const language = currentLanguage()
        if (language === 'es') return undefined
        url.pathname = languagePath(language, url.pathname)
        return url
      },
    },
    ...server,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
