import {
  Description,
  Dialog,
  DialogPanel,
  DialogTitle,
  Field,
  Label,
  Switch,
  Tab,
  TabGroup,
  TabList,
  TabPanel,
  TabPanels,
} from '@headlessui/react'
import { Link } from '@tanstack/react-router'
import { COOKIE_TEXTS as T } from '../../../domain/texts'
import { ALL_ACCEPTED, ONLY_NECESSARY, type CookiePreferences } from './preferences'

const CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const
const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 data-selected:bg-white data-selected:text-brand-700 data-selected:shadow'
const buttonClass = 'rounded-md px-4 py-2 text-sm font-semibold'

interface Props {
  open: boolean
  onClose: () => void
  choice: CookiePreferences
  onChoice: (choice: CookiePreferences) => void
  onDecide: (preferences: CookiePreferences) => void
}

/** The consent dialog's two tabs, 'Resumen' and 'Configuración' (§2); state lives in CookieConsent. */
export function CookieDialog({ open, onClose, choice, onChoice, onDecide }: Props) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel className="max-h-[90dvh] w-full max-w-lg overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-xl font-bold">{T.title}</DialogTitle>
          <TabGroup className="mt-4">
            <TabList className="flex gap-1 rounded-lg bg-slate-100 p-1">
              <Tab className={tabClass}>{T.tabSummary}</Tab>
              <Tab className={tabClass}>{T.tabSettings}</Tab>
            </TabList>
            <TabPanels className="mt-4">
              <TabPanel>
                <p className="text-slate-700">{T.summary}</p>
                <Link
                  to="/legal-notices"
                  onClick={onClose}
                  className="mt-3 inline-block font-medium text-brand-700 underline underline-offset-4"
                >
                  {T.policy}
                </Link>
              </TabPanel>
              <TabPanel>
                <ul className="space-y-4">
                  {CATEGORIES.map((category) => (
                    <Field as="li" key={category} className="flex items-start justify-between gap-4">
                      <div>
                        <Label className="font-medium">{T.categories[category].label}</Label>
                        <Description className="text-sm text-slate-700">{T.categories[category].text}</Description>
                      </div>
                      <Switch
                        checked={choice[category]}
                        disabled={category === 'necessary'}
                        onChange={(on) => onChoice({ ...choice, [category]: on })}
                        className="group relative inline-flex h-6 w-11 shrink-0 rounded-full bg-slate-500 transition data-checked:bg-brand-600 data-disabled:opacity-70"
                      >
                        <span className="size-5 translate-x-0.5 translate-y-0.5 rounded-full bg-white transition group-data-checked:translate-x-5.5" />
                      </Switch>
                    </Field>
                  ))}
                </ul>
                <button
                  type="button"
                  onClick={() => onDecide(choice)}
                  className={`mt-4 w-full border border-brand-600 text-brand-700 hover:bg-brand-50 ${buttonClass}`}
                >
                  {T.save}
                </button>
              </TabPanel>
            </TabPanels>
          </TabGroup>
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
        </DialogPanel>
      </div>
    </Dialog>
  )
}
