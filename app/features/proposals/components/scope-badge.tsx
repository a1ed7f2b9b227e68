import { scopeLabel } from '@copy/district-scope-labels'

export function ScopeBadge({ scope }: { scope: string | null }) {
  return (
    <span className="inline-flex items-center rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-medium text-slate-700">
      {scopeLabel(scope)}
    </span>
  )
}
