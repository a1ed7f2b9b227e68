import { Link } from '@tanstack/react-router'
import { OFFLINE_TEXTS } from '@copy'
import { formatDateTime } from '../lib/format-date'
import { useOutboxItems } from './outbox-runtime'
import { useDataUpdatedAt } from './use-data-updated-at'
import { useOnline } from './use-online'

/**
 * The strip under the header: 'Sin conexión' with the age of the data on screen, and a link to the
 * submissions waiting on this device. Empty otherwise.
 */
export function OfflineStatusBar() {
  const online = useOnline()
  const updatedAt = useDataUpdatedAt()
  const waiting = useOutboxItems()?.length ?? 0
  return (
    <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-end gap-3 px-4 empty:hidden">
      {!online && (
        <p
          role="status"
          data-testid="offline-indicator"
          className="mr-auto mt-2 flex items-center gap-2 rounded-md bg-amber-100 px-3 py-1.5 text-sm font-medium text-amber-950"
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-600" />
          {updatedAt ? OFFLINE_TEXTS.offlineSince(formatDateTime(updatedAt)) : OFFLINE_TEXTS.offlineNoData}
        </p>
      )}
      {waiting > 0 && (
        <Link to="/pendientes" className="mt-2 rounded-md bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-100">
          {OFFLINE_TEXTS.outbox.link(waiting)}
        </Link>
      )}
    </div>
  )
}
