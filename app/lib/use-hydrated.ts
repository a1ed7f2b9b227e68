import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while React hydrates a server-rendered page (and on the server), true afterwards and on pages
 * the browser renders itself. Data the browser has but the server did not (the device's saved copy, a
 * list fetched before hydration finished) may be shown only once this is true, or hydration mismatches.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
