import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { queryClient } from './lib/query-client'
import { showToastSavedForReload } from './lib/toast'
import { AfterRestore, persistOptions, registerServiceWorker, startOutbox } from './offline'
import { router } from './router'
import './styles.css'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Public data read before is restored from IndexedDB, so lists and opened proposals show offline.
        Restored data is shown at once and revalidated on this visit (cheap: the list answers 304 when
        unchanged); offline, the refetch waits for the network and the saved copy stays on screen. */}
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={() => queryClient.invalidateQueries()}>
      <AfterRestore>
        <RouterProvider router={router} />
      </AfterRestore>
    </PersistQueryClientProvider>
  </StrictMode>,
)
showToastSavedForReload()
registerServiceWorker()
startOutbox()
