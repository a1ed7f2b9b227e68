import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { COOKIE_TEXTS as T } from '@copy'
import { Button } from '@app/components/ui/button'
import { Dialog } from '@app/components/ui/dialog'
import { SwitchField } from '@app/components/ui/switch-field'
import { Tabs } from '@app/components/ui/tabs'
import { ALL_ACCEPTED, ONLY_NECESSARY, type CookiePreferences } from './preferences'

const CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const

interface Props {
  /**
   * The first visit's notice does not block the page ('notice'); asked for with the round button it is
   * a modal window ('window'): docs/decisions/0083.
   */
  kind: 'notice' | 'window'
  open: boolean
  onClose: () => void
  choice: CookiePreferences
  onChoice: (choice: CookiePreferences) => void
  onDecide: (preferences: CookiePreferences) => void
}

/** The consent dialog's two tabs, 'Resumen' and 'Configuración' (§2); state lives in CookieConsent. */
export function CookieDialog({ kind, open, onClose, choice, onChoice, onDecide }: Props) {
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
  const settings = (
    <>
      <ul className="space-y-4">
        {CATEGORIES.map((category) => (
          <SwitchField
            as="li"
            key={category}
            label={T.categories[category].label}
            description={T.categories[category].text}
            checked={choice[category]}
            disabled={category === 'necessary'}
            onChange={(on) => onChoice({ ...choice, [category]: on })}
          />
        ))}
      </ul>
      <Button onClick={() => onDecide(choice)} look="outline" size="touch" block className="mt-4">
        {T.save}
      </Button>
    </>
  )
  const body = (
    <>
      <Tabs
        tabs={[
          { label: T.tabSummary, panel: summary },
          { label: T.tabSettings, panel: settings },
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
  if (kind === 'notice') return open ? <ArrivalNotice onClose={onClose}>{body}</ArrivalNotice> : null
  return (
    <Dialog open={open} onClose={onClose} title={T.title} layout="sheet" closeLabel={null}>
      {body}
    </Dialog>
  )
}

/**
 * The first visit's notice: the same content in a sheet at the bottom of the screen that leaves the
 * page usable, a dialog that is not modal. A modal one made the whole page inert as it opened, a
 * restyle of every element of the page in one long task on a cheap phone, for a notice the person did
 * not ask for (docs/decisions/0083). Focus starts in it, as in the window, unless the person is already
 * in a field; Escape closes it.
 */
function ArrivalNotice({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const titleId = useId()
  const self = useRef<HTMLElement>(null)
  // Focus starts in it only where nothing has it yet: a person already typing in a field keeps their place.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) self.current?.focus({ preventScroll: true })
  }, [])
  return (
    <section
      ref={self}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose()
      }}
      className="fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 outline-none"
    >
      <div className="max-h-[70dvh] w-full max-w-lg overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl">
        <h2 id={titleId} className="text-xl font-bold">
          {T.title}
        </h2>
        <div className="mt-4">{children}</div>
      </div>
    </section>
  )
}
