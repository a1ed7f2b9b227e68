import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { COOKIE_TEXTS as T } from '@copy'
import { Button } from '@app/components/ui/button'
import { Tabs } from '@app/components/ui/tabs'
import { ALL_ACCEPTED, ONLY_NECESSARY, type CookiePreferences } from './preferences'

// The switches (Headless UI's) load when 'Configuración' is first chosen, not with a first visit's notice.
const CookieSettings = lazy(() => import('./cookie-settings').then((m) => ({ default: m.CookieSettings })))

export interface CookieChoicesProps {
  onClose: () => void
  choice: CookiePreferences
  onChoice: (choice: CookiePreferences) => void
  onDecide: (preferences: CookiePreferences) => void
}

/** The consent dialog's two tabs, 'Resumen' and 'Configuración' (§2), and its two answers; state lives in CookieConsent. */
export function CookieChoices({ onClose, choice, onChoice, onDecide }: CookieChoicesProps) {
  const summary = (
    <>
      <p className="text-slate-700">{T.summary}</p>
      <Link
        to="/legal-notices"
        onClick={onClose}
        className="mt-3 inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4"
      >
        {T.policy}
      </Link>
    </>
  )
  return (
    <>
      <Tabs
        tabs={[
          { label: T.tabSummary, panel: summary },
          {
            label: T.tabSettings,
            panel: (
              <Suspense fallback={null}>
                <CookieSettings choice={choice} onChoice={onChoice} onDecide={onDecide} />
              </Suspense>
            ),
          },
        ]}
      />
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
        <Button onClick={() => onDecide(ALL_ACCEPTED)} look="primary" size="touch">
          {T.acceptAll}
        </Button>
        <Button onClick={() => onDecide(ONLY_NECESSARY)} size="touch">
          {T.rejectAll}
        </Button>
      </div>
    </>
  )
}
