import { useEffect, useRef } from 'react'
import { LIST_SCROLL_THRESHOLD } from '../../../../domain/constants'
import { UI_PROPOSALS } from '../../../../domain/texts'

/** Loads the next page when pressed or once it is half visible while scrolling (§2, §9). */
export function LoadMoreButton({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const ref = useRef<HTMLButtonElement>(null)
  const load = useRef(onLoad)
  load.current = onLoad

  useEffect(() => {
    const button = ref.current
    if (!button || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current()
      },
      { threshold: LIST_SCROLL_THRESHOLD },
    )
    observer.observe(button)
    return () => observer.disconnect()
  }, [])

  return (
    <div className="mt-8 flex justify-center">
      <button
        ref={ref}
        type="button"
        onClick={onLoad}
        disabled={loading}
        aria-busy={loading}
        className="min-h-11 rounded-md border border-brand-700 bg-white px-6 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-80"
      >
        {loading ? UI_PROPOSALS.list.loadingMore : UI_PROPOSALS.list.loadMore}
      </button>
    </div>
  )
}
