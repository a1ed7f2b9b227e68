import { Link } from '@tanstack/react-router'
import { COOKIE_TEXTS as T } from '@copy'
import { Button } from '@app/components/ui/button'
import { Dialog, NoticeSheet } from '@app/components/ui/dialog'
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
  if (kind === 'notice')
    return open ? (
      <NoticeSheet title={T.title} onClose={onClose}>
        {body}
      </NoticeSheet>
    ) : null
  return (
    <Dialog open={open} onClose={onClose} title={T.title} layout="sheet" closeLabel={null}>
      {body}
    </Dialog>
  )
}
