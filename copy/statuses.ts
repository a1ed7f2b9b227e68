import type { Status } from '@domain/statuses'
import { localized } from './localize'

/** A proposal's status (§4) in words, in the language of the moment. */
export const STATUS_LABELS: Record<Status, string> = localized('STATUS_LABELS', {
  pending: 'Presentada',
  approved: 'Priorizada',
  rejected: 'Rechazada',
  executed: 'Ejecutada',
})

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as Status] ?? status
}
