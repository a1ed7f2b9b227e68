import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { DEFAULT_MIN_AGE } from '@domain/census'
import { formatCount } from '@domain/money'
import { CENSUS_ADMIN_TEXTS } from '@copy'
import { Button } from '@app/components/ui/button'
import { FormField, TextField, inputClass } from '@app/components/ui/form-field'
import { ScrollRegion } from '@app/components/ui/scroll-region'
import { formatLongDate } from '@app/lib/format-date'
import { censusQuery, useUploadCensus } from '../api/census-api'

const T = CENSUS_ADMIN_TEXTS
/** Rejected lines shown in the panel; the count says how many there were. */
const SHOWN = 50

/** 'Padrón municipal': upload the census, follow the import, read the lines it refused. */
export function CensusCard() {
  const census = useQuery(censusQuery())
  const upload = useUploadCensus()
  const [file, setFile] = useState<File | null>(null)
  const [minAge, setMinAge] = useState(String(DEFAULT_MIN_AGE))
  const state = census.data
  const importing = state?.importing
  const last = state?.lastImport

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (file) upload.mutate({ file, minAge })
  }

  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="census-title">
      <h2 id="census-title" className="text-lg font-bold text-slate-900">
        {T.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{T.text}</p>
      <p data-testid="census-active" className="mt-3 font-semibold text-slate-900">
        {state?.active ? T.active(formatCount(state.active.rows), formatLongDate(state.active.since)) : state ? T.none : null}
      </p>
      <form className="mt-4 grid gap-4 sm:grid-cols-[1fr_12rem] sm:items-end" onSubmit={submit}>
        <FormField label={T.file}>
          {(aria) => (
            <input
              {...aria}
              type="file"
              accept=".csv,text/csv"
              className={inputClass}
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
          )}
        </FormField>
        <TextField
          label={T.minAge}
          hint={T.minAgeHint}
          inputMode="numeric"
          value={minAge}
          onChange={(e) => setMinAge(e.currentTarget.value)}
        />
        <div>
          <Button look="primary" type="submit" disabled={!file || upload.isPending || Boolean(importing)}>
            {upload.isPending ? T.uploading : T.upload}
          </Button>
        </div>
      </form>
      {importing && (
        <div className="mt-4" role="status">
          <label className="block text-sm font-medium text-slate-900" htmlFor="census-progress">
            {T.progressLabel}
          </label>
          <progress id="census-progress" className="mt-1 h-3 w-full" max={importing.total} value={importing.read} />
          <p className="mt-1 text-sm text-slate-700">
            {T.progress(formatCount(importing.read), formatCount(importing.total), formatCount(importing.rejected))}
          </p>
        </div>
      )}
      {last && (
        <div className="mt-4" data-testid="census-last">
          <p className={last.status === 'failed' ? 'font-medium text-red-700' : 'text-slate-800'}>
            {last.status === 'failed' && last.failure
              ? T.lastFailed(last.failure)
              : T.lastDone(formatCount(last.rows), formatCount(last.rejectedCount))}
          </p>
          {last.rejected.length > 0 && (
            <ScrollRegion label={T.rejectedCaption} className="mt-3 max-h-80 overflow-y-auto rounded border border-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{T.rejectedCaption}</caption>
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {T.line}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {T.reason}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {last.rejected.slice(0, SHOWN).map((r) => (
                    <tr key={r.line} className="border-t border-slate-100">
                      <td className="px-3 py-1.5 tabular-nums">{r.line}</td>
                      <td className="px-3 py-1.5">{r.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
          {last.rejectedCount > SHOWN && (
            <p className="mt-1 text-sm text-slate-700">{T.rejectedMore(SHOWN, formatCount(last.rejectedCount))}</p>
          )}
        </div>
      )}
    </section>
  )
}
