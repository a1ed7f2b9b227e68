import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { CENSUS_UI_TEXTS as T } from '@copy'
import { Button } from '@app/components/ui/button'
import { TextField } from '@app/components/ui/form-field'
import { api, errorMessage, unwrap } from '@app/lib/api'
import { districtLabel } from '@copy/district-scope-labels'

/** 'Tu voto cuenta' on the results page: a receipt code says which proposals it counted for, never who. */
export function ReceiptCheck() {
  const [code, setCode] = useState('')
  const check = useMutation({ mutationFn: (c: string) => unwrap(api.receipts[':code'].$get({ param: { code: c } })) })

  // A table's receipt whose ballot is still on the table's device: the Worker says so, in the page's language
  // (hc types that answer's two shapes as the counted one alone).
  const pending = check.data && 'pending' in check.data ? String((check.data as { message?: string }).message ?? '') : null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (code.trim()) check.mutate(code.trim())
  }

  return (
    <section aria-labelledby="tu-voto-cuenta" className="mt-10 max-w-xl rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="tu-voto-cuenta" className="text-xl font-semibold text-slate-900">
        {T.receiptCheckTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{T.receiptCheckText}</p>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <TextField
            label={T.receiptCode}
            name="receipt"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={check.isError ? errorMessage(check.error, T.receiptCheckTitle) : undefined}
          />
        </div>
        <Button type="submit" size="touch" disabled={check.isPending}>
          {T.receiptCheck}
        </Button>
      </form>
      {pending !== null && (
        <p role="status" className="mt-3 font-medium text-amber-900">
          {pending}
        </p>
      )}
      {check.data && pending === null && (
        <div role="status" className="mt-3">
          <p className="font-medium text-green-800">{T.receiptCounted}</p>
          <ul className="mt-1 list-disc pl-6">
            {check.data.proposals.map((p) => (
              <li key={p.id}>
                <a className="text-brand-700 underline" href={`/proposal/${p.id}`}>
                  {p.title}
                </a>{' '}
                · {districtLabel(p.district)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
