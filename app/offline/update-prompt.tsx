import { useState, useSyncExternalStore } from 'react'
import { OFFLINE_TEXTS } from '@domain/texts'
import { applyUpdate, subscribeUpdate, updateWaiting } from './service-worker'

const T = OFFLINE_TEXTS.update

/** A quiet card, not a modal: the person finishes what they are doing and updates when they choose. */
export function UpdatePrompt() {
  const available = useSyncExternalStore(subscribeUpdate, updateWaiting, () => false)
  const [later, setLater] = useState(false)
  if (!available || later) return null
  return (
    <section
      role="status"
      aria-label={T.title}
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-4 shadow-lg sm:right-4 sm:left-auto"
    >
      <p className="font-semibold">{T.title}</p>
      <p className="mt-1 text-sm text-slate-700">{T.description}</p>
      <div className="mt-3 flex gap-3">
        <button
          type="button"
          onClick={applyUpdate}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {T.action}
        </button>
        <button type="button" onClick={() => setLater(true)} className="rounded-md px-4 py-2 font-medium text-slate-700 hover:bg-slate-100">
          {T.later}
        </button>
      </div>
    </section>
  )
}
