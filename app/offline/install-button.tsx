import { useEffect, useState } from 'react'
import { OFFLINE_TEXTS } from '@domain/texts'
import { Button } from '../components/ui/button'

/** Chromium's install offer; not in the DOM typings because only Chromium-based browsers have it. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** 'Instalar' appears only when the browser offers installation, and goes once used or installed. */
export function InstallButton() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null)
  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault() // show our button instead of the browser's mini-infobar
      setOffer(event as BeforeInstallPromptEvent)
    }
    const installed = () => setOffer(null)
    window.addEventListener('beforeinstallprompt', keep)
    window.addEventListener('appinstalled', installed)
    return () => {
      window.removeEventListener('beforeinstallprompt', keep)
      window.removeEventListener('appinstalled', installed)
    }
  }, [])
  if (!offer) return null
  async function install() {
    if (!offer) return
    await offer.prompt()
    await offer.userChoice
    setOffer(null) // the event can be used only once
  }
  return (
    <Button onClick={install} title={OFFLINE_TEXTS.installHint} look="outline" size="touch">
      {OFFLINE_TEXTS.install}
    </Button>
  )
}
