import { useSyncExternalStore } from 'react'

function subscribe(listener: () => void) {
  navigator.serviceWorker?.addEventListener('controllerchange', listener)
  return () => navigator.serviceWorker?.removeEventListener('controllerchange', listener)
}

/**
 * Whether the service worker controls the page: it takes control once it has precached the whole build,
 * the table's screens included, so from then on the page opens and reloads without signal.
 */
export function useOfflineReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => Boolean(navigator.serviceWorker?.controller),
    () => false,
  )
}
