import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { answerCallsInWorker } from '../lib/api'
import { createQueryClient } from '../lib/query-client'
import { serverStateTag } from '../lib/server-state'
import { systemConfigQuery } from '../lib/system-config'
import { createAppRouter } from '../router'
import { languageTag, type Language } from '@domain/languages'
import { isServerRendered, metaTags, pageMeta } from './page-meta'

export interface RenderedPage {
  status: 200 | 404
  /** The opening <html> tag, with the page's language and the languages on offer. */
  html: string
  /** <title>, description, canonical link and share tags. */
  head: string
  /** The markup of `#root`. */
  body: string
  /** The data the page was made from, for the browser's query cache (goes after `#root`). */
  data: string
  /** The ids of the routes it matched, outermost first: whose code the browser will load to start it. */
  routes: string[]
}

/** Waits for the queries the route loaders started (they do not await them, so that the browser shows spinners). */
async function settled(client: QueryClient): Promise<void> {
  const running = client.getQueryCache().findAll({ fetchStatus: 'fetching' })
  await Promise.allSettled(running.map((q) => q.promise))
}

/** The app's router at `path`, loaded as the Worker renders it. */
async function loadedRouter(queryClient: QueryClient, path: string, origin: string) {
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }), origin })
  await router.load()
  return router
}

/**
 * The page's language for browsers and screen readers (WCAG 3.1.1), and the languages on offer for the
 * app's switcher (the service worker's offline copy of the shell has neither, and reads the address).
 */
export const htmlTag = (language: Language, languages: readonly Language[]) =>
  `<html lang="${languageTag(language)}" data-languages="${languages.join(' ')}">`

/**
 * A public page rendered from the browser's own routes and components. Its data comes from the Worker in
 * the same request (`fetchApi` answers the API calls without leaving it) and goes into the HTML for the
 * browser's query cache. Null when the address is a browser-only screen (sign-in, profile, admin, forms).
 */
export async function renderPage(
  url: URL,
  languages: { language: Language; languages: readonly Language[] },
  fetchApi: typeof fetch,
): Promise<RenderedPage | null> {
  answerCallsInWorker(fetchApi)
  const queryClient = createQueryClient()
  let router = await loadedRouter(queryClient, url.pathname + url.search, url.origin)
  // On the server the router answers an address whose search params are not in their validated form (a
  // refused ?redirect=, a filter value that does not fit) with a redirect to that form and matches
  // nothing. The browser's router keeps the address as typed and reads the validated params, which is
  // that same form: render it, for the address asked for.
  const result = router._serverResult
  if (result?.type === 'redirect' && result.redirect.options.href)
    router = await loadedRouter(queryClient, result.redirect.options.href, url.origin)
  if (!isServerRendered(router)) return null
  // Every page shows whether the process is open (header, vote buttons); the browser may already know
  // from the device's copy by its first render, so the server must not draw it open by not knowing.
  void queryClient.prefetchQuery(systemConfigQuery())
  await settled(queryClient)

  // prerender, not a stream: it waits for every lazy part and writes each in place, so the HTML needs no
  // inline script to finish itself (the CSP allows none). The status and share tags depend on the data
  // anyway, and the HTML is cached.
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
    // Large parts are otherwise sent out of place, to be moved in by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => console.error('server render', error) },
  )
  const markup = await new Response(prelude).text()
  const meta = pageMeta(router, queryClient, url, languages)
  // Failures too (a missing proposal), so the browser draws the same 'not found' the server did. The whole
  // proposal list (megabytes at city scale) stays out of the HTML; the lists hand over what they show.
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (q) => q.state.status !== 'pending' && !(q.queryKey.length === 1 && q.queryKey[0] === 'proposals'),
  })
  return {
    status: meta.status,
    html: htmlTag(languages.language, languages.languages),
    head: metaTags(meta),
    body: markup,
    data: serverStateTag(state),
    routes: router.state.matches.map((match) => match.routeId),
  }
}
