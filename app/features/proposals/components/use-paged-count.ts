import { useEffect, useRef, useState } from 'react'
import { LIST_LOAD_DELAY_MS } from '../../../../domain/constants'
import { firstPage, nextPage } from '../model/filters'

/**
 * How many items a list shows: 12, then 9 more half a second after each request (§2, §9). Any change
 * of `resetKey` (the filters) goes back to 12 and drops a pending request.
 */
export function usePagedCount(resetKey: string) {
  const [state, setState] = useState({ key: resetKey, count: firstPage(), loading: false })
  // The button and the scroll observer can both ask in the same moment: one request at a time.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  // Reset during render (React's pattern for state derived from a prop) so no frame shows the old count.
  if (state.key !== resetKey) setState({ key: resetKey, count: firstPage(), loading: false })

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
    },
    [resetKey],
  )

  function loadMore() {
    if (timer.current) return
    setState((s) => ({ ...s, loading: true }))
    timer.current = setTimeout(() => {
      timer.current = null
      setState((s) => (s.key === resetKey ? { ...s, count: nextPage(s.count), loading: false } : s))
    }, LIST_LOAD_DELAY_MS)
  }

  return { count: state.count, loading: state.loading, loadMore }
}
