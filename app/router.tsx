import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { languagePath, splitLanguagePath } from '@domain/languages'
import { currentLanguage } from '@copy/localize'
import { NotFoundScreen } from './components/not-found-screen'
import { routeTree } from './route-tree.gen'

/**
 * The router restores a page's scroll (or puts it at the top) once the page has rendered, and did so on
 * the document's first render too: a resident who scrolled the server's page to a card while the code
 * came was thrown back to the top as the app started, and the tap meant for the card fell on the
 * filters. On that first render a page already scrolled (by the person, or by the browser's own
 * restoration or anchor) stays where it is; every later navigation is the router's as before.
 */
function leavesAScrolledPageWhereItIs() {
  let first = true
  return () => {
    const keep = first && window.scrollY > 0
    first = false
    return !keep
  }
}

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
    scrollRestoration: !server && leavesAScrolledPageWhereItIs(),
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
