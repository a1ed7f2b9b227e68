import { OFFLINE_TEXTS } from '@copy'
import { isNetworkFailure } from './network-failure'
import { useOnline } from './use-online'

/**
 * Offline, with nothing kept on this device for this query: the screen must say so, not claim that the
 * proposal does not exist or that the list is empty. Pending counts too: a query started after the
 * connection dropped waits (paused) instead of failing, and while it waits the cards of the previous
 * filter (placeholder data) are not an answer to the new one.
 */
export function useNotSavedOffline(query: { data: unknown; isPlaceholderData?: boolean; isError: boolean; error: unknown }): boolean {
  const online = useOnline()
  const nothingKept = query.data === undefined || query.isPlaceholderData === true
  return nothingKept && (!online || (query.isError && isNetworkFailure(query.error)))
}

/** A list screen's honest empty state offline. */
export function ListNotSaved() {
  return (
    <div role="status" className="mt-10 rounded-xl border border-dashed border-amber-500 bg-amber-50 p-8 text-center text-amber-950">
      <p className="font-semibold">{OFFLINE_TEXTS.listNotSaved}</p>
      <p className="mt-2">{OFFLINE_TEXTS.notSavedHint}</p>
    </div>
  )
}
