import { useEffect, useRef, useState } from 'react'
import { LIST_LOAD_DELAY_MS } from '../../../../domain/constants'
import { firstPage, nextPage } from '../model/filters'

/**
 * How many items a list shows: 12, then 9 more half a second after each request (§2, §9). Any change
 * of `resetKey` (the filters) goes back to 12 and drops a pending request.
 */
export function usePagedCount(resetKey: string) {
  const [state, setState] = useState({ key: resetKey, count: firstPage(), loading: false })
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // Reset during render (React's pattern for state derived from a prop) so no frame shows the old count.
  if (state.key !== resetKey) setState({ key: resetKey, count: firstPage(), loading: false })

  useEffect(() => () => clearTimeout(timer.current), [resetKey])

  function loadMore() {
    if (state.loading) return
    setState((s) => ({ ...s, loading: true }))
    timer.current = setTimeout(() => {
      setState((s) => (s.key === resetKey ? { ...s, count: nextPage(s.count), loading: false } : s))
    }, LIST_LOAD_DELAY_MS)
  }

  return { count: state.count, loading: state.loading, loadMore }
}
