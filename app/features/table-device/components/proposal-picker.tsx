import { useId, useMemo, useState } from 'react'
import { DISTRICTS } from '@domain/districts'
import { TABLE_DEVICE_TEXTS } from '@copy'
import { SelectField, TextField } from '@app/components/ui/form-field'
import type { TableProposal } from '../model/types'

const T = TABLE_DEVICE_TEXTS.ballot
const ALL = ''

/** Lower case without accents, so 'plaza' finds 'Plaza' and 'parque' finds 'Parqué'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * The table's proposals that may be supported now, with the numbers printed on the paper ballots, narrowed
 * by district and by a search (a number or words of the title). Several may be chosen (a ballot) or one
 * (a coupon).
 */
export function ProposalPicker({
  proposals,
  district,
  multiple,
  chosen,
  onChange,
  error,
}: {
  proposals: TableProposal[]
  district: string | null
  multiple: boolean
  chosen: number[]
  onChange: (ids: number[]) => void
  error?: string
}) {
  const [shownDistrict, setShownDistrict] = useState(district ?? ALL)
  const [query, setQuery] = useState('')
  const errorId = useId()
  const shown = useMemo(() => {
    const words = folded(query).split(/\s+/).filter(Boolean)
    return proposals.filter(
      (p) =>
        p.votable &&
        (shownDistrict === ALL || p.district === shownDistrict) &&
        words.every((w) => String(p.number) === w || folded(p.title).includes(w)),
    )
  }, [proposals, shownDistrict, query])
  const toggle = (id: number, on: boolean) => onChange(multiple ? (on ? [...chosen, id] : chosen.filter((x) => x !== id)) : on ? [id] : [])

  return (
    <fieldset className="grid gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-semibold text-slate-900">{multiple ? T.proposals : T.proposal}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={T.district}
          value={shownDistrict}
          onChange={(e) => setShownDistrict(e.target.value)}
          options={[[ALL, T.allDistricts], ...DISTRICTS.map((d) => [d, d] as const)]}
        />
        <TextField label={T.search} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {T.chosen(chosen.length)}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="text-slate-700">{T.none}</p>
      ) : (
        <ul className="grid gap-1">
          {shown.map((p) => (
            <li key={p.id}>
              <label className="flex min-h-11 items-start gap-3 rounded-md px-2 py-2 hover:bg-slate-50">
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={multiple ? undefined : 'proposalId'}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                  checked={chosen.includes(p.id)}
                  onChange={(e) => toggle(p.id, e.target.checked)}
                />
                <span>
                  <span className="font-semibold text-slate-900">{T.number(p.number)}</span>{' '}
                  <span className="text-slate-900">{p.title}</span>
                  <span className="block text-sm text-slate-700">{p.district}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
