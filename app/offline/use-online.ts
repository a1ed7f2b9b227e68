import { useSyncExternalStore } from 'react'

function subscribe(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/**
 * Whether the browser has a network. `navigator.onLine === false` is reliable (no network at all); true
 * only means "maybe", so screens still handle failed requests.
 */
export function useOnline(): boolean {
  // The server renders the online page; the browser corrects it right after hydration if it has no network.
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}
