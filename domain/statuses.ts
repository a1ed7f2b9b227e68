import { localized } from '@copy/localize'

/** Proposal life cycle (§4): pending → approved (prioritised) → executed, or rejected. */
export const STATUSES = ['pending', 'approved', 'rejected', 'executed'] as const
export type Status = (typeof STATUSES)[number]

export const STATUS_LABELS: Record<Status, string> = localized('STATUS_LABELS', {
  pending: 'Presentada',
  approved: 'Priorizada',
  rejected: 'Rechazada',
  executed: 'Ejecutada',
})

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as Status] ?? status
}

/** Badge look per status (§4): approved default, executed success, the rest secondary. */
export type BadgeVariant = 'default' | 'success' | 'secondary'
export function statusBadgeVariant(status: string): BadgeVariant {
  if (status === 'approved') return 'default'
  if (status === 'executed') return 'success'
  return 'secondary'
}
