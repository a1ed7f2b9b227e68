import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { COOKIE_TEXTS as T } from '@copy'
import { toast } from '@app/lib/toast'
import { markStale } from '@app/lib/stale-after'
import {
  BANNER_SHOWN_KEY,
  ONLY_NECESSARY,
  PREFERENCES_KEY,
  shouldOpenOnArrival,
  storedPreferences,
  type CookiePreferences,
} from './preferences'
import { consentQuery, saveConsent } from './api/cookie-consent'

// Each loads when it is first needed, not with every page: the notice of a first visit without Headless UI,
// the window (Headless UI's modal dialog) on the round button (docs/decisions/0087).
const CookieNotice = lazy(() => import('./cookie-notice').then((m) => ({ default: m.CookieNotice })))
const CookieWindow = lazy(() => import('./cookie-window').then((m) => ({ default: m.CookieWindow })))

/**
 * The consent dialog of every screen and the round button that reopens it (§2, §4). The button sits at
 * the bottom right of the page, in the footer's own room, not fixed over it: a fixed one covers some
 * card's or form's control at some scroll position on a phone (docs/decisions/0026).
 */
export function CookieConsent() {
  const client = useQueryClient()
  const record = useQuery(consentQuery())
  const [open, setOpen] = useState(false)
  // Opened by itself on a first visit it is a notice that leaves the page usable; asked for, a window.
  const [kind, setKind] = useState<'notice' | 'window'>('window')
  // Once opened, the dialog stays mounted so that closing it can animate and return focus.
  const shown = useShown(open)
  const [choice, setChoice] = useState<CookiePreferences>(ONLY_NECESSARY)

  useEffect(() => {
    if (record.isPending) return
    // A failed fetch counts as no record: defaults are necessary only (§4).
    const saved = record.data ?? null
    setChoice(storedPreferences(localStorage.getItem(PREFERENCES_KEY), saved?.preferences))
    if (shouldOpenOnArrival(saved, localStorage.getItem(BANNER_SHOWN_KEY))) {
      localStorage.setItem(BANNER_SHOWN_KEY, 'true')
      setKind('notice')
      setOpen(true)
    }
  }, [record.isPending, record.data])

  const save = useMutation({
    mutationFn: (preferences: CookiePreferences) => {
      localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences))
      localStorage.setItem(BANNER_SHOWN_KEY, 'true')
      return saveConsent(record.data?.id, preferences)
    },
    onSuccess: (saved) => {
      client.setQueryData(consentQuery().queryKey, saved)
      void markStale(client, 'ownRecord')
      toast({ title: T.saved })
    },
    onError: () => toast({ title: T.saveFailed, variant: 'destructive' }),
  })

  function decide(preferences: CookiePreferences) {
    setChoice(preferences)
    setOpen(false)
    save.mutate(preferences)
  }

  const choices = { onClose: () => setOpen(false), choice, onChoice: setChoice, onDecide: decide }
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setKind('window')
          setOpen(true)
        }}
        aria-label={T.open}
        title={T.open}
        className="flex size-12 shrink-0 items-center justify-center self-end rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 md:self-center"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
          <path d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5Zm-4.5 9a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm4 4a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm5 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2ZM9 6.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z" />
        </svg>
      </button>

      {shown && (
        <Suspense fallback={null}>
          {kind === 'notice' ? open && <CookieNotice {...choices} /> : <CookieWindow open={open} {...choices} />}
        </Suspense>
      )}
    </>
  )
}

function useShown(open: boolean) {
  const [shown, setShown] = useState(open)
  if (open && !shown) setShown(true)
  return shown
}
