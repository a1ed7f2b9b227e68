import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { districtOptions, scopeOptions } from '@app/components/proposal-fields'
import { Button } from '@app/components/ui/button'
import { FormField } from '@app/components/ui/form-field'
import { useSettled } from '@app/lib/use-settled'
import { SEARCH_DELAY_MS } from '@domain/constants'
import { parseListSearch } from '@schemas'
import { STATUS_LABELS } from '@copy/statuses'
import { UI_PROPOSALS } from '@copy'
import { hasActiveFilter, NO_FILTERS, yearOptions, type ProposalFilters } from '../model/filters'
import { filtersFromSearch } from './use-list-address'

const T = UI_PROPOSALS.filters

interface Props {
  filters: ProposalFilters
  onChange: (next: ProposalFilters) => void
  /** The public list filters by status (presented or prioritised); the executed page does not. */
  withStatus: boolean
}

const control =
  'mt-1 min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:border-brand-600'

/** The filters the form's fields hold, read as the address is (anything not allowed is no filter). */
const heldIn = (form: HTMLFormElement) => filtersFromSearch(parseListSearch(Object.fromEntries(new FormData(form))))

/**
 * The search box's own text. A letter paints at once: only this form draws again, not the list under it.
 * The address (and with it the request) follows once typing has stopped for SEARCH_DELAY_MS; a change of
 * the address from elsewhere (Back, 'Limpiar filtros') replaces the text. `adopt` takes text the box
 * holds that the app did not see typed, sent to the address at once: what follows it is typed on it.
 */
function useSearchDraft(q: string, commit: (q: string) => void) {
  const [draft, setDraft] = useState(q)
  const [previous, setPrevious] = useState(q)
  // The text this box last sent to the address; the address catches up a moment later.
  const sent = useRef<string | null>(null)
  if (q !== previous) {
    setPrevious(q)
    if (q !== sent.current) setDraft(q)
  }
  const settled = useSettled(draft, SEARCH_DELAY_MS)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settled text is the trigger; q and commit are the render's own
  useEffect(() => {
    if (settled === q) return
    sent.current = settled
    commit(settled)
  }, [settled])
  const adopt = (text: string) => {
    sent.current = text
    setDraft(text)
  }
  return [draft, setDraft, adopt] as const
}

export function FiltersBar({ filters: fromAddress, onChange, withStatus }: Props) {
  const [q, setQ, adoptQ] = useSearchDraft(fromAddress.q, (settled) => onChange({ ...fromAddress, q: settled }))
  // What the fields hold: a select changed while a search is still being typed keeps the typed text.
  const filters = { ...fromAddress, q }
  const set = (key: keyof ProposalFilters) => (value: string) => onChange({ ...filters, [key]: value })
  // On a slow phone, or a page from the offline copy, a search can be typed into the server's HTML before
  // the code runs, or before React has hydrated this form: the page's loader keeps a field's presses and
  // keys from React until the form is marked `data-fields-read` (worker/paint-first.ts), since React,
  // hearing one, would hydrate the whole page part at once in that key's task. Hydration leaves the typed
  // text in the fields, and the next render would put the address's back: the form reads them here first.
  // In the commit itself (a layout effect), where no key comes between, and where the draft it adopts is
  // an urgent update: a passive effect after hydration updates at hydration's idle priority, and the
  // router's render of the new address, urgent, would draw the old draft over the typed text first.
  const form = useRef<HTMLFormElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useLayoutEffect(() => {
    if (!form.current) return
    const held = heldIn(form.current)
    form.current.dataset.fieldsRead = ''
    if ((Object.keys(held) as (keyof ProposalFilters)[]).every((k) => held[k] === filters[k])) return
    adoptQ(held.q)
    onChange(held)
  }, [])
  return (
    // biome-ignore lint/a11y/useSemanticElements: older Android WebViews do not know <search>; role=search on the form is the same landmark everywhere
    <form
      ref={form}
      data-early-input
      role="search"
      aria-label={T.label}
      onSubmit={(e) => e.preventDefault()}
      className="grid grid-cols-2 items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[2fr_repeat(4,1fr)_auto]"
    >
      <div className="col-span-2 lg:col-span-1">
        <FormField label={T.searchLabel}>
          {(aria) => (
            <input
              {...aria}
              type="search"
              name="q"
              value={filters.q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={T.search}
              className={control}
            />
          )}
        </FormField>
      </div>
      <Select
        name="district"
        label={T.district}
        value={filters.district}
        onChange={set('district')}
        any={T.anyDistrict}
        options={districtOptions()}
      />
      {withStatus && (
        <Select
          name="status"
          label={T.status}
          value={filters.status}
          onChange={set('status')}
          any={T.anyStatus}
          options={(['pending', 'approved'] as const).map((s) => [s, STATUS_LABELS[s]])}
        />
      )}
      <Select name="scope" label={T.scope} value={filters.scope} onChange={set('scope')} any={T.anyScope} options={scopeOptions()} />
      <Select
        name="year"
        label={T.year}
        value={filters.year}
        onChange={set('year')}
        any={T.anyYear}
        options={yearOptions().map((y) => [String(y), String(y)])}
      />
      {hasActiveFilter(filters) && (
        <Button onClick={() => onChange(NO_FILTERS)} size="touch" className="col-span-2 lg:col-span-1">
          {T.clear}
        </Button>
      )}
    </form>
  )
}

interface SelectProps {
  name: keyof ProposalFilters
  label: string
  value: string
  onChange: (value: string) => void
  /** The first option, meaning "no filter". */
  any: string
  options: readonly (readonly [value: string, label: string])[]
}

function Select({ name, label, value, onChange, any, options }: SelectProps) {
  return (
    <FormField label={label}>
      {(aria) => (
        <select {...aria} name={name} value={value} onChange={(e) => onChange(e.target.value)} className={control}>
          <option value="">{any}</option>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
