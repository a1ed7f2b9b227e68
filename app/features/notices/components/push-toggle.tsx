import { useEffect, useState } from 'react'
import { NOTICE_TEXTS as T } from '@copy'
import { Button } from '@app/components/ui/button'
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
    <Button onClick={() => void toggle()} disabled={busy} look="outline" size="lg">
      {subscribed ? T.pushDisable : T.pushEnable}
    </Button>
  )
}
