import { useEffect, useState } from 'react'
import { NOTICE_TEXTS as T } from '@domain/texts'
import { errorMessage } from '@app/lib/api'
import { toast } from '@app/lib/toast'
import { currentPushSubscription, pushSupported, subscribeThisDevice, unsubscribeThisDevice } from '../api/push-subscription'

/** 'Activar avisos en este dispositivo' in 'Mi Perfil' and /avisos, where the browser can receive push. */
export function PushToggle() {
  const [subscribed, setSubscribed] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const supported = pushSupported()

  useEffect(() => {
    if (!supported) return
    let live = true
    void currentPushSubscription()
      .then((s) => live && setSubscribed(s !== null))
      .catch(() => live && setSubscribed(false))
    return () => {
      live = false
    }
  }, [supported])

  if (!supported || subscribed === null) return null

  async function toggle() {
    setBusy(true)
    try {
      if (subscribed) {
        await unsubscribeThisDevice()
        setSubscribed(false)
        toast({ title: T.pushDisabled })
      } else if ((await subscribeThisDevice()) === 'denied') {
        toast({ title: T.pushDenied, variant: 'destructive' })
      } else {
        setSubscribed(true)
        toast({ title: T.pushEnabled })
      }
    } catch (error) {
      toast({ title: errorMessage(error, T.pushFailed), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      className="inline-flex min-h-10 items-center gap-2 rounded-md border border-brand-600 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
    >
      {subscribed ? T.pushDisable : T.pushEnable}
    </button>
  )
}
