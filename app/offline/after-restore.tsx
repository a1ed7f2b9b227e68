import { useIsRestoring } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/**
 * Holds the router back until the persisted query cache is read from IndexedDB (a few milliseconds).
 * Otherwise a route loader could start fetching before the saved data arrives and, offline, turn a
 * list the device already has into an error. A server-rendered page has its data already (`hold` false).
 */
export function AfterRestore({ children, hold }: { children: ReactNode; hold: boolean }) {
  const restoring = useIsRestoring()
  return hold && restoring ? null : children
}
