/** Proposal life cycle (§4): pending → approved (prioritised) → executed, or rejected. */
export const STATUSES = ['pending', 'approved', 'rejected', 'executed'] as const
export type Status = (typeof STATUSES)[number]

/** Badge look per status (§4): approved default, executed success, the rest secondary. */
export type BadgeVariant = 'default' | 'success' | 'secondary'
export function statusBadgeVariant(status: string): BadgeVariant {
  if (status === 'approved') return 'default'
  if (status === 'executed') return 'success'
  return 'secondary'
}
