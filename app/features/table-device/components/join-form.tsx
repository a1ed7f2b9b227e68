import { useState, type FormEvent } from 'react'
import { TableJoinSchema } from '@schemas'
import { TABLE_DEVICE_TEXTS } from '@copy'
import { Button } from '@app/components/ui/button'
import { TextField } from '@app/components/ui/form-field'
import { errorMessage } from '@app/lib/api'
import { useFieldErrors } from '@app/lib/form-errors'
import { useOnline } from '@app/offline'
import { join } from '../model/runtime'

const T = TABLE_DEVICE_TEXTS.join

/** The one online step: the table's code (typed, or from its QR's link) and a name for this device. */
export function JoinForm({ code }: { code?: string }) {
  const online = useOnline()
  const { errors, check, showRefusal } = useFieldErrors()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = check(TableJoinSchema, event.currentTarget)
    if (!values) return
    setBusy(true)
    setProblem(null)
    try {
      await join(values.code, values.label)
    } catch (error) {
      showRefusal(error)
      setProblem(errorMessage(error, T.failed))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="table-join-title" className="grid gap-4">
      <h2 id="table-join-title" className="text-xl font-semibold text-slate-900">
        {T.title}
      </h2>
      <p className="text-slate-700">{T.intro}</p>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          label={T.code}
          hint={T.codeHint}
          name="code"
          defaultValue={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.code}
        />
        <TextField label={T.label} hint={T.labelHint} name="label" autoComplete="off" error={errors.label} />
        {!online && (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {T.offline}
          </p>
        )}
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <div>
          <Button type="submit" look="primary" size="lg" block="phone" disabled={busy || !online}>
            {busy ? T.joining : T.submit}
          </Button>
        </div>
      </form>
    </section>
  )
}
