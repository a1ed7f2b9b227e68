import { Description, Dialog, DialogPanel, DialogTitle, Field, Label, Switch, Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { COOKIE_TEXTS as T } from '../../../domain/texts'
import { api, unwrap } from '../../lib/api'
import { toast } from '../../lib/toast'
import {
  ALL_ACCEPTED,
  BANNER_SHOWN_KEY,
  ONLY_NECESSARY,
  PREFERENCES_KEY,
  shouldOpenOnArrival,
  storedPreferences,
  type CookiePreferences,
} from './preferences'

/** The consent record of this browser (the Worker keys it by an httpOnly cookie); null when none yet. */
const consentQuery = () =>
  queryOptions({ queryKey: ['cookie-consent'] as const, queryFn: () => unwrap(api['cookie-consent'].$get()) })

const CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const
const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 data-selected:bg-white data-selected:text-brand-700 data-selected:shadow'

/** The consent dialog of every screen and the round button that reopens it (§2, §4). */
export function CookieConsent() {
  const client = useQueryClient()
  const record = useQuery(consentQuery())
  const [open, setOpen] = useState(false)
  const [choice, setChoice] = useState<CookiePreferences>(ONLY_NECESSARY)

  useEffect(() => {
    if (record.isPending) return
    // A failed fetch counts as no record: defaults are necessary only (§4).
    const saved = record.data ?? null
    setChoice(storedPreferences(localStorage.getItem(PREFERENCES_KEY), saved?.preferences))
    if (shouldOpenOnArrival(saved, localStorage.getItem(BANNER_SHOWN_KEY))) {
      localStorage.setItem(BANNER_SHOWN_KEY, 'true')
      setOpen(true)
    }
  }, [record.isPending, record.data])

  const save = useMutation({
    mutationFn: (preferences: CookiePreferences) => {
      localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences))
      localStorage.setItem(BANNER_SHOWN_KEY, 'true')
      const id = record.data?.id
      // Updates the record when one exists, otherwise creates it (§4).
      return unwrap(
        id
          ? api['cookie-consent'][':id'].$put({ param: { id: String(id) }, json: { preferences } })
          : api['cookie-consent'].$post({ json: { preferences } }),
      )
    },
    onSuccess: (saved) => {
      client.setQueryData(consentQuery().queryKey, saved)
      toast({ title: T.saved })
    },
    onError: () => toast({ title: T.saveFailed, variant: 'destructive' }),
  })

  function decide(preferences: CookiePreferences) {
    setChoice(preferences)
    setOpen(false)
    save.mutate(preferences)
  }

  const buttonClass = 'rounded-md px-4 py-2 text-sm font-semibold'
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={T.open}
        title={T.open}
        className="fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
          <path d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5Zm-4.5 9a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm4 4a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm5 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2ZM9 6.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z" />
        </svg>
      </button>

      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
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
                  <Link to="/legal-notices" onClick={() => setOpen(false)} className="mt-3 inline-block font-medium text-brand-700 underline underline-offset-4">
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
                          onChange={(on) => setChoice((c) => ({ ...c, [category]: on }))}
                          className="group relative inline-flex h-6 w-11 shrink-0 rounded-full bg-slate-500 transition data-checked:bg-brand-600 data-disabled:opacity-70"
                        >
                          <span className="size-5 translate-x-0.5 translate-y-0.5 rounded-full bg-white transition group-data-checked:translate-x-5.5" />
                        </Switch>
                      </Field>
                    ))}
                  </ul>
                  <button type="button" onClick={() => decide(choice)} className={`mt-4 w-full border border-brand-600 text-brand-700 hover:bg-brand-50 ${buttonClass}`}>
                    {T.save}
                  </button>
                </TabPanel>
              </TabPanels>
            </TabGroup>
            <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
              <button type="button" onClick={() => decide(ALL_ACCEPTED)} className={`bg-brand-600 text-white hover:bg-brand-700 ${buttonClass}`}>
                {T.acceptAll}
              </button>
              <button type="button" onClick={() => decide(ONLY_NECESSARY)} className={`border border-slate-400 text-slate-900 hover:bg-slate-50 ${buttonClass}`}>
                {T.rejectAll}
              </button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  )
}
