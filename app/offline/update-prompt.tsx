import { useState, useSyncExternalStore } from 'react'
import { OFFLINE_TEXTS } from '@copy'
import { Button } from '../components/ui/button'
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
        <Button onClick={applyUpdate} look="primary" size="lg">
          {T.action}
        </Button>
        <Button onClick={() => setLater(true)} size="lg">
          {T.later}
        </Button>
      </div>
    </section>
  )
}
