import { SHELL_TEXTS } from '@copy'

/** A loading indicator that screen readers announce. */
export function Spinner({ label = SHELL_TEXTS.loading, className = 'py-16' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 text-slate-700 ${className}`}>
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <span className="sr-only">{label}</span>
    </div>
  )
}
