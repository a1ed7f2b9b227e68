import { useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now, updated as the window changes size. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => matchMedia(query).matches,
    () => true,
  )
}
