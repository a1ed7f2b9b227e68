import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { workingDaysLeft } from '@domain/accessibility'
import { longDay } from '@copy/dates'
import { cityDay } from '@domain/city-day'
import { AccessibilityAnswerSchema, AccessibilityReviewSchema } from '@schemas'
import { ACCESSIBILITY_TEXTS } from '@copy'
import { Button } from '@app/components/ui/button'
import { FormField, TextField, inputClass } from '@app/components/ui/form-field'
import { Spinner } from '@app/components/ui/spinner'
import { errorMessage } from '@app/lib/api'
import { useFieldErrors } from '@app/lib/form-errors'
import { toast } from '@app/lib/toast'
import { adminSystemConfigQuery } from '@app/lib/admin-system-config'
import {
  accessibilityRequestsQuery,
  useAnswerAccessibilityRequest,
  useSetAccessibilityReview,
  type AccessibilityRequest,
} from '../api/settings-api'

const T = ACCESSIBILITY_TEXTS.admin

function AnswerForm({ request }: { request: AccessibilityRequest }) {
  const answer = useAnswerAccessibilityRequest()
  const { errors, check, showRefusal } = useFieldErrors()
  // Kept in the component while the request is sent: a refusal or a lost connection loses nothing typed.
  const [text, setText] = useState('')
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = check(AccessibilityAnswerSchema, event.currentTarget, { answer: text })
    if (!checked) return
    answer.mutate(
      { id: request.id, answer: checked.answer },
      {
        onError: (error) => {
          showRefusal(error)
          toast({ title: T.failed, description: errorMessage(error, T.failed), variant: 'destructive' })
        },
      },
    )
  }
  return (
    <form noValidate onSubmit={submit} className="mt-3 grid gap-3">
      <FormField label={T.answerLabel} hint={T.answerHint} error={errors.answer}>
        {(aria) => (
          <textarea {...aria} name="answer" rows={4} value={text} onChange={(e) => setText(e.currentTarget.value)} className={inputClass} />
        )}
      </FormField>
      <div>
        <Button type="submit" look="primary" disabled={answer.isPending}>
          {T.send}
        </Button>
      </div>
    </form>
  )
}

function RequestItem({ request, today }: { request: AccessibilityRequest; today: string }) {
  const left = workingDaysLeft(today, request.dueOn)
  return (
    <li className="p-4" data-testid="accessibility-request">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-slate-900">
          {request.reference} · {ACCESSIBILITY_TEXTS.form.kinds[request.kind]}
        </h3>
        {request.answeredAt ? (
          <span className="rounded-full bg-green-700 px-2.5 py-0.5 text-xs font-semibold text-white">
            {T.answered(longDay(request.answeredAt.slice(0, 10)))}
          </span>
        ) : (
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${left < 3 ? 'bg-red-700 text-white' : 'bg-amber-100 text-amber-950'}`}
          >
            {T.open}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {T.received(longDay(request.createdAt.slice(0, 10)))} · {T.due(longDay(request.dueOn))}
        {!request.answeredAt && ` (${T.daysLeft(left)})`}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {T.contact}: {request.name ? `${request.name} · ` : ''}
        {request.email}
      </p>
      {request.page && (
        <p className="mt-1 text-sm text-slate-700">
          {T.page}: {request.page}
        </p>
      )}
      <p className="mt-2 whitespace-pre-wrap text-slate-900">{request.message}</p>
      {request.answer ? (
        <p className="mt-3 whitespace-pre-wrap rounded-md bg-slate-100 p-3 text-slate-900">{request.answer}</p>
      ) : (
        <AnswerForm request={request} />
      )}
    </li>
  )
}

/** The panel's 'Accesibilidad' tab: every complaint and request with its legal term, and the answer form. */
export function AccessibilityTab() {
  const { data, error, isPending } = useQuery(accessibilityRequestsQuery())
  const today = cityDay()
  return (
    <section>
      <h2 className="text-lg font-bold text-slate-900">{T.heading}</h2>
      <p className="mt-1 text-sm text-slate-700">{ACCESSIBILITY_TEXTS.admin.intro}</p>
      {isPending ? (
        <Spinner className="py-6" />
      ) : error ? (
        <p role="alert" className="mt-3 text-red-700">
          {errorMessage(error, T.loadFailed)}
        </p>
      ) : data.length === 0 ? (
        <p className="mt-3 text-slate-700">{T.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {data.map((request) => (
            <RequestItem key={request.id} request={request} today={today} />
          ))}
        </ul>
      )}
    </section>
  )
}

/** The settings tab's card: the day of the last manual review, published in the statement. */
export function AccessibilityReviewForm() {
  const config = useQuery(adminSystemConfigQuery()).data
  const save = useSetAccessibilityReview()
  const { errors, check, showRefusal } = useFieldErrors()
  if (!config) return null
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = check(AccessibilityReviewSchema, event.currentTarget)
    if (!checked) return
    save.mutate(checked.reviewedOn, {
      onError: (error) => {
        showRefusal(error)
        toast({ title: T.reviewFailed, description: errorMessage(error, T.reviewFailed), variant: 'destructive' })
      },
    })
  }
  return (
    <form key={config.lastUpdated} noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <TextField
        label={T.reviewedOn}
        name="reviewedOn"
        type="date"
        max={cityDay()}
        defaultValue={config.accessibilityReviewedOn ?? ''}
        error={errors.reviewedOn}
      />
      <Button type="submit" look="primary" disabled={save.isPending} className="min-h-11">
        {T.saveReview}
      </Button>
    </form>
  )
}
