import { useEffect, useState } from 'react'
import { OFFLINE_TEXTS } from '@copy'
import { Button } from '../components/ui/button'

/** Chromium's install offer; not in the DOM typings because only Chromium-based browsers have it. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

declare global {
  interface WindowEventMap {
    beforeinstallprompt: BeforeInstallPromptEvent
  }
  interface Window {
    /** An offer made before the app started, kept by the page's loader (worker/paint-first.ts). */
    installOffer?: BeforeInstallPromptEvent
  }
}

/**
 * 'Instalar', with what it is for, only when the browser offers installation; gone once used or
 * installed. It sits in the footer: arriving a moment after the page, anywhere above the content it
 * would push what the person is about to tap.
 */
export function InstallButton() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null)
  useEffect(() => {
    setOffer(window.installOffer ?? null)
    const keep = (event: BeforeInstallPromptEvent) => {
      event.preventDefault() // show our button instead of the browser's mini-infobar
      setOffer(event)
    }
    const installed = () => {
      window.installOffer = undefined
      setOffer(null)
    }
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
    // The event can be used only once.
    window.installOffer = undefined
    setOffer(null)
  }
  return (
    <p className="flex flex-wrap items-center gap-3">
      <span>{OFFLINE_TEXTS.installHint}</span>
      <Button onClick={install} look="outline" size="touch">
        {OFFLINE_TEXTS.install}
      </Button>
    </p>
  )
}
