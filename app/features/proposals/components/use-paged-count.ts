import { useEffect, useRef, useState } from 'react'
import { LIST_LOAD_DELAY_MS } from '@domain/constants'
import { nextPage } from '../model/filters'

/**
 * 'Cargar más' (§2, §9): 9 more half a second after each request. The count itself lives in the address
 * (`shown`, reset to 12 by any filter change); a change of `resetKey` (the filters) drops a pending request.
 */
export function usePagedCount(shown: number, setShown: (count: number) => void, resetKey: string) {
  const [loading, setLoading] = useState(false)
  // The button and the scroll observer can both ask in the same moment: one request at a time.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latest = useRef({ shown, setShown })
  latest.current = { shown, setShown }

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger: a filter change runs the cleanup
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
      setLoading(false)
    },
    [resetKey],
  )

  function loadMore() {
    if (timer.current) return
    setLoading(true)
    timer.current = setTimeout(() => {
      timer.current = null
      setLoading(false)
      latest.current.setShown(nextPage(latest.current.shown))
    }, LIST_LOAD_DELAY_MS)
  }

  return { count: shown, loading, loadMore }
}
