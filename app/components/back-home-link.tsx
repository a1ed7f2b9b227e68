import { Link } from '@tanstack/react-router'
import { UI_PROPOSALS } from '@domain/texts'

/** 'Volver al inicio' at the top of the lists and the static pages (§2), the same everywhere. */
export function BackHomeLink() {
  return (
    <Link to="/" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
      <span aria-hidden="true">←</span> {UI_PROPOSALS.list.back}
    </Link>
  )
}
