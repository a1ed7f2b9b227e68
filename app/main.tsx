import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { queryClient } from './lib/query-client'
import { showToastSavedForReload } from './lib/toast'
import { AfterRestore, persistOptions, registerServiceWorker, startOutbox } from './offline'
import { router } from './router'
import './styles.css'

// Query's online manager only hears 'online'/'offline' events, so a page opened without signal would
// believe it is online: without this check it would try (and fail) to refresh every saved answer.
const revalidateRestored = () => (navigator.onLine ? queryClient.invalidateQueries() : undefined)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Public data read before is restored from IndexedDB, so lists and opened proposals show offline.
        Restored data is shown at once and, when there is a connection, revalidated on this visit (cheap:
        the list answers 304 when unchanged); screens keep showing saved data if that refresh fails. */}
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={revalidateRestored}>
      <AfterRestore>
        <RouterProvider router={router} />
      </AfterRestore>
    </PersistQueryClientProvider>
  </StrictMode>,
)
showToastSavedForReload()
registerServiceWorker()
startOutbox()
