import { statusBadgeVariant } from '@domain/statuses'
import { statusLabel } from '@copy/statuses'

// Approved uses the brand colour, executed green, the rest grey (§4); all pass AA contrast.
const LOOK = {
  default: 'bg-brand-700 text-white',
  success: 'bg-green-700 text-white',
  secondary: 'bg-slate-200 text-slate-800',
} as const

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${LOOK[statusBadgeVariant(status)]}`}
    >
      {statusLabel(status)}
    </span>
  )
}
