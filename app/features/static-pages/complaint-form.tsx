import { useEffect, useRef, useState, type FormEvent } from 'react'
import { ACCESSIBILITY_REQUEST_KINDS } from '@domain/accessibility'
import { longDay } from '@copy/dates'
import { AccessibilityRequestSchema } from '@schemas'
import { ACCESSIBILITY_TEXTS } from '@copy'
import { Button } from '@app/components/ui/button'
import { FormField, TextField, inputClass } from '@app/components/ui/form-field'
import { errorMessage } from '@app/lib/api'
import { useFieldErrors } from '@app/lib/form-errors'
import { isNetworkFailure } from '@app/offline'
import { useSendAccessibilityRequest } from './api/accessibility'
import { clearDraft, EMPTY_DRAFT, readDraft, saveDraft, type AccessibilityDraft } from './model/accessibility-draft'

const T = ACCESSIBILITY_TEXTS.form

/**
 * The statement's complaints and requests form (RD 1112/2018 art. 10.2). What is typed is kept on the
 * device as it is typed, so that neither a lost connection nor a closed tab loses it; a refusal keeps it too.
 */
export function ComplaintForm() {
  const [draft, setDraft] = useState<AccessibilityDraft>(EMPTY_DRAFT)
  const [problem, setProblem] = useState<string | null>(null)
  const send = useSendAccessibilityRequest()
  const { errors, check, showRefusal } = useFieldErrors()
  const result = useRef<HTMLDivElement>(null)
  // The server renders an empty form; the device's copy fills it once the page runs.
  useEffect(() => setDraft(readDraft()), [])
  useEffect(() => {
    if (send.data) result.current?.focus()
  }, [send.data])

  const change = (name: keyof AccessibilityDraft) => (event: { currentTarget: { value: string } }) => {
    const next = { ...draft, [name]: event.currentTarget.value }
    setDraft(next)
    saveDraft(next)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setProblem(null)
    const checked = check(AccessibilityRequestSchema, event.currentTarget, draft)
    if (!checked) return
    send.mutate(checked, {
      onSuccess: () => {
        clearDraft()
        setDraft(EMPTY_DRAFT)
      },
      onError: (error) => {
        showRefusal(error)
        setProblem(isNetworkFailure(error) ? T.offline : errorMessage(error, T.failed))
      },
    })
  }

  if (send.data)
    return (
      <div
        ref={result}
        tabIndex={-1}
        role="status"
        className="mt-4 rounded-lg border border-green-700 bg-green-50 p-4 text-green-950 outline-none"
      >
        <p className="font-bold" data-testid="accessibility-reference">
          {T.sent(send.data.reference)}
        </p>
        <p className="mt-2">{T.sentDue(longDay(send.data.dueOn))}</p>
        <Button className="mt-4" onClick={() => send.reset()}>
          {T.another}
        </Button>
      </div>
    )

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <p className="text-sm text-slate-700">{T.intro}</p>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{T.kind}</legend>
        <div className="mt-2 grid gap-2">
          {ACCESSIBILITY_REQUEST_KINDS.map((kind) => (
            <label key={kind} className="flex min-h-11 items-start gap-3 text-slate-900">
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={draft.kind === kind}
                onChange={change('kind')}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              {T.kinds[kind]}
            </label>
          ))}
        </div>
        {errors.kind && <p className="mt-1 text-sm text-red-700">{errors.kind}</p>}
      </fieldset>
      <TextField label={T.name} name="name" autoComplete="name" value={draft.name} onChange={change('name')} error={errors.name} />
      <TextField
        label={T.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={draft.email}
        onChange={change('email')}
        error={errors.email}
      />
      <TextField label={T.page} name="page" hint={T.pageHint} value={draft.page} onChange={change('page')} error={errors.page} />
      <FormField label={T.message} hint={T.messageHint} error={errors.message}>
        {(aria) => (
          <textarea {...aria} name="message" rows={6} required value={draft.message} onChange={change('message')} className={inputClass} />
        )}
      </FormField>
      <p className="text-sm text-slate-700">{T.draftKept}</p>
      {problem && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" look="primary" disabled={send.isPending} className="min-h-11">
          {send.isPending ? T.sending : T.send}
        </Button>
      </div>
    </form>
  )
}
