import { Link } from '@tanstack/react-router'
import { UI_PROPOSALS } from '../../../../domain/texts'

/** Title block of the list screens, with the back link to the home page (§2). */
export function PageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="mb-6">
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        <span aria-hidden="true">←</span> {UI_PROPOSALS.list.back}
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{intro}</p>
    </header>
  )
}
