import type { ReactNode } from 'react'
import { Button } from './button'

/**
 * The filters over a list: one group named for screen readers, two columns on tablets, one row from
 * 1,024 px (`className` gives its columns), and a button that clears them, disabled while none is set.
 */
export function FilterBar({
  legend,
  clearLabel,
  className,
  active,
  onClear,
  children,
}: {
  legend: string
  clearLabel: string
  className: string
  active: boolean
  onClear: () => void
  children: ReactNode
}) {
  return (
    <fieldset className={`grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:items-end ${className}`}>
      <legend className="sr-only">{legend}</legend>
      {children}
      <Button onClick={onClear} disabled={!active}>
        {clearLabel}
      </Button>
    </fieldset>
  )
}
