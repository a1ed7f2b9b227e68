import { OFFLINE_TEXTS } from '@copy'

/** Offline, a list says that what it shows and searches is only what this device has saved. */
export function SearchingSaved({ count }: { count: number }) {
  return (
    <p role="status" className="mt-6 rounded-lg border border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      {OFFLINE_TEXTS.searchingSaved(count)}
    </p>
  )
}
