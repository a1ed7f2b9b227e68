import { Link } from '@tanstack/react-router'
import { COOKIE_TEXTS as T } from '@domain/texts'
import { Dialog } from '@app/components/ui/dialog'
import { SwitchField } from '@app/components/ui/switch-field'
import { Tabs } from '@app/components/ui/tabs'
import { ALL_ACCEPTED, ONLY_NECESSARY, type CookiePreferences } from './preferences'

const CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const
const buttonClass = 'min-h-11 rounded-md px-4 py-2 text-sm font-semibold'

interface Props {
  open: boolean
  onClose: () => void
  choice: CookiePreferences
  onChoice: (choice: CookiePreferences) => void
  onDecide: (preferences: CookiePreferences) => void
}

/** The consent dialog's two tabs, 'Resumen' and 'Configuración' (§2); state lives in CookieConsent. */
export function CookieDialog({ open, onClose, choice, onChoice, onDecide }: Props) {
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
      <button
        type="button"
        onClick={() => onDecide(choice)}
        className={`mt-4 w-full border border-brand-600 text-brand-700 hover:bg-brand-50 ${buttonClass}`}
      >
        {T.save}
      </button>
    </>
  )
  return (
    <Dialog open={open} onClose={onClose} title={T.title} layout="sheet" closeLabel={null}>
      <Tabs
        tabs={[
          { label: T.tabSummary, panel: summary },
          { label: T.tabSettings, panel: settings },
        ]}
      />
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
        <button
          type="button"
          onClick={() => onDecide(ALL_ACCEPTED)}
          className={`bg-brand-600 text-white hover:bg-brand-700 ${buttonClass}`}
        >
          {T.acceptAll}
        </button>
        <button
          type="button"
          onClick={() => onDecide(ONLY_NECESSARY)}
          className={`border border-slate-400 text-slate-900 hover:bg-slate-50 ${buttonClass}`}
        >
          {T.rejectAll}
        </button>
      </div>
    </Dialog>
  )
}
