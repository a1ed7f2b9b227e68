import { Link } from '@tanstack/react-router'
import { UI_PROPOSALS } from '@copy'

/** A back link at the top of a screen: one look everywhere, a 44 px target on phones. */
export function BackLink({ to, label }: { to: '/' | '/proposals' | '/profile'; label: string }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
      <span aria-hidden="true">←</span> {label}
    </Link>
  )
}

/** 'Volver al inicio' at the top of the lists and the static pages (§2), the same everywhere. */
export const BackHomeLink = () => <BackLink to="/" label={UI_PROPOSALS.list.back} />
