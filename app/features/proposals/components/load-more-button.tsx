import { useEffect, useRef, type FormEvent } from 'react'
import { LIST_SCROLL_THRESHOLD } from '@domain/constants'
import { UI_PROPOSALS } from '@copy'
import { Button } from '@app/components/ui/button'

/**
 * Loads the next page when pressed or once it is half visible while scrolling (§2, §9). It is the submit
 * button of a GET form to the next page's address (`next`, the list's search params), so without
 * JavaScript it still reaches the next cards, rendered by the server; with JavaScript they load in place.
 */
export function LoadMoreButton({
  loading,
  onLoad,
  next,
}: {
  loading: boolean
  onLoad: () => void
  next: Record<string, string | number | undefined>
}) {
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

  const submitInPlace = (event: FormEvent) => {
    event.preventDefault()
    onLoad()
  }

  return (
    <form method="get" className="mt-8 flex justify-center" onSubmit={submitInPlace}>
      {Object.entries(next).map(([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />)}
      <Button ref={ref} type="submit" disabled={loading} aria-busy={loading} look="outline" size="lg">
        {loading ? UI_PROPOSALS.list.loadingMore : UI_PROPOSALS.list.loadMore}
      </Button>
    </form>
  )
}
