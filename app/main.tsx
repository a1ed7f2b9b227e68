import { hydrate } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { splitLanguagePath } from '@domain/languages'
import { PART_LOADERS } from 'virtual:catalogue-parts'
import { pageIn, pageLanguages, rememberedLanguage, startLanguage } from './lib/language'
import { queryClient } from './lib/query-client'
import { readServerState } from './lib/server-state'
import { showToastSavedForReload } from './lib/toast'
import { AfterRestore, PersistedQueryProvider, registerServiceWorker, saveWholeCache, startOutbox, wasRestored } from './offline'
import { endHydrating, startHydrating } from './lib/hydrating'
import { SessionProvider } from './lib/identity'
import { nextTask } from './lib/next-task'
import { createAppRouter } from './router'
import './styles.css'

/**
 * Marks the page interactive once React has rendered or hydrated it (browser tests wait for this), and only
 * then lets the service worker in: its first install must not run beside the start (docs/decisions/0092).
 */
function Ready({ hydrated, children }: { hydrated: boolean; children: ReactNode }) {
  useEffect(() => {
    endHydrating()
    document.documentElement.dataset.app = 'ready'
    if (hydrated) performance.measure('app:hydrate', 'app:hydrate')
    void registerServiceWorker()
  }, [hydrated])
  return children
}

/**
 * The app on the page, started in a task after the modules' evaluation, then in short tasks, in each of
 * which the browser may answer a tap: the page's data; the router (its route tree); the matched routes'
 * code; hydration's slices (docs/decisions/0079 and 0081).
 */
async function start() {
  // Pages from the Worker carry the data they were rendered from; the service worker's offline shell does not.
  const serverState = readServerState()
  if (serverState) hydrate(queryClient, serverState)
  const fromServer = new Set(serverState?.queries.map((q) => q.queryHash))
  // The router (its route tree) in a task of its own: with the data it made one task of 50–110 ms at 4× (decision 0081).
  await nextTask()
  const router = createAppRouter(queryClient)

  // The server's data entered the cache before the device's copy was read, and the saver only hears changes
  // made after that: save the whole cache once now, or a page left at once would never reach the device.
  // Then refresh what the device had kept (what the server has just rendered is already fresh), and only
  // that: marking other queries stale would re-render every card's buttons at once for nothing. Query's
  // online manager only hears 'online'/'offline' events, so a page opened without signal would believe it
  // is online: without the check it would try (and fail) to refresh every saved answer.
  const afterRestore = () => {
    saveWholeCache(queryClient)
    if (navigator.onLine)
      return queryClient.invalidateQueries({ predicate: (q) => wasRestored(q.queryHash) && !fromServer.has(q.queryHash) })
  }

  const app = (
    <StrictMode>
      {/* Public data read before is restored from IndexedDB, so lists and opened proposals show offline.
          Restored data is shown at once and, when there is a connection, revalidated on this visit (cheap:
          the list answers 304 when unchanged); screens keep showing saved data if that refresh fails.
          A server-rendered page does not wait for the restore: its data came with it. */}
      <PersistedQueryProvider client={queryClient} waitForRestore={!serverState} onRestored={afterRestore}>
        <SessionProvider>
          <AfterRestore hold={!serverState}>
            <Ready hydrated={!!serverState}>
              <RouterProvider router={router} />
            </Ready>
          </AfterRestore>
        </SessionProvider>
      </PersistedQueryProvider>
    </StrictMode>
  )

  const root = document.getElementById('root')!
  if (!serverState) {
    createRoot(root).render(app)
    return
  }
  // Render exactly what the server rendered: the matched routes and their code loaded first, and the
  // router told that the page came from the server (no Suspense boundary around the matches).
  router.ssr = { manifest: undefined }
  // The hydration's span, the matched routes' code loading included, ends in Ready: a trace attributes
  // the main thread's time by it (bench/main-thread.mjs).
  performance.mark('app:hydrate')
  // The matched routes' code is asked for and run in a task of its own, not the router's.
  await nextTask()
  await router.load()
  await nextTask()
  // Hydrated in a transition: React then works in slices of a few milliseconds and lets the browser
  // answer in between, instead of one long task for the whole page (docs/decisions/0048). A tap that
  // comes meanwhile is replayed once its part of the page is hydrated.
  startHydrating()
  startTransition(() => void hydrateRoot(root, app))
}

// The page's language, its catalogue loaded before the first render. An address without a language
// opens in the one chosen on this device, when the council still offers it (the installed app starts at
// '/'); the browser's own languages are only offered, never followed (LanguageSuggestion).
const { language, languages } = pageLanguages()
const remembered = rememberedLanguage()
if (remembered && remembered !== language && languages.includes(remembered) && splitLanguagePath(location.pathname).language === null)
  location.replace(pageIn(remembered, location.pathname + location.search + location.hash))
else void startLanguage(language, splitLanguagePath(location.pathname).path, PART_LOADERS).then(nextTask).then(start)
showToastSavedForReload()
// In a task of its own: the outbox opens IndexedDB, and need not lengthen the modules' evaluation, the
// first visit's longest task (docs/decisions/0080).
void nextTask().then(startOutbox)
