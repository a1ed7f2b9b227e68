import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useRef, useState, type FormEvent } from 'react'
import { DEFAULT_DISTRICT, type District } from '@domain/districts'
import { DEFAULT_SCOPE } from '@domain/scopes'
import { AnonymousProposalSchema, ProposalFieldsSchema } from '@schemas'
import { NEW_PROPOSAL_TEXTS as T } from '@copy'
import { DistrictField, ScopeField } from '@app/components/proposal-fields'
import { FormField, TextField, inputClass } from '@app/components/ui/form-field'
import { BackLink } from '@app/components/back-home-link'
import { Button, buttonLook } from '@app/components/ui/button'
import { DataUseNote } from '@app/components/data-use-note'
import { DeadlineNotice } from '@app/components/deadline-notice'
import { Spinner } from '@app/components/ui/spinner'
import { SubmitterFields } from '@app/components/ui/submitter-fields'
import { errorMessage } from '@app/lib/api'
import { useDocumentTitle } from '@app/lib/document-title'
import { formValues, useFieldErrors } from '@app/lib/form-errors'
import { getIdToken, useSession } from '@app/lib/identity'
import { toast } from '@app/lib/toast'
import { isNetworkFailure, saveForLater, useOutboxDraft } from '@app/offline'
import { systemConfigQuery } from '@app/lib/system-config'
import { rememberFollow, EmailOptIn, optInField } from '@app/features/notices'
import { SimilarProposals } from '@app/features/proposals'
import { PhotoField } from '@app/components/photo-field'
import { photoUpload } from '@app/lib/images/shrink-image'
import { postProposal, type ProposalFields, type ProposalPhotos } from '@app/lib/proposal-form'
import { SubmittedScreen } from './submitted-screen'

export function NewProposalScreen({ district }: { district?: District }) {
  useDocumentTitle(T.title)
  const session = useSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // The cached answer may be from before the deadline closed (it is persisted across visits): ask again here.
  const config = useQuery({ ...systemConfigQuery(), refetchOnMount: 'always' })
  // votingEnabled counts as true while unknown (§3).
  const open = config.data?.votingEnabled !== false
  const { errors, check, showRefusal } = useFieldErrors()
  const [sending, setSending] = useState(false)
  // After sending, the screen says what was received and what happens next, in place of the form.
  const [sent, setSent] = useState<{ id: number; title: string; confirmEmail?: string } | null>(null)
  const [photo, setPhoto] = useState<File | null>(null)
  // The title as typed, for the similar proposals under it (the field itself stays uncontrolled).
  const [title, setTitle] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  // 'Corregir' on the pending page reopens a rejected offline submission here; done() removes the old copy.
  const draftDone = useOutboxDraft(formRef, setPhoto)
  const visitor = session.status === 'signedOut'

  if (session.status === 'loading') return <Spinner />
  if (sent) return <SubmittedScreen proposal={sent} confirmEmail={sent.confirmEmail} signedIn={!visitor} onAnother={() => setSent(null)} />

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = formValues(event.currentTarget)
    const checked = check(visitor ? AnonymousProposalSchema : ProposalFieldsSchema, event.currentTarget, values)
    if (!checked) {
      toast({ title: T.fixErrors, variant: 'destructive' })
      return
    }
    setSending(true)
    const fields: ProposalFields = { ...checked, ...(visitor ? optInField(values.notifyByEmail) : {}) }
    // One key per submission, kept by the outbox too: every retry of it answers the first result.
    const idempotencyKey = crypto.randomUUID()
    let photos: ProposalPhotos | null = null
    // Without a connection the submission waits on this device and is sent when the network returns.
    const keepForLater = async () => {
      await saveForLater({ fields, photo: photos, asUser: !visitor, idempotencyKey })
      await draftDone()
      await navigate({ to: '/pendientes' })
    }
    try {
      photos = await photoUpload(photo)
      if (!navigator.onLine) return await keepForLater()
      const created = await postProposal({ ...fields, ...photos }, { idempotencyKey, token: await getIdToken() })
      // The server made the author a follower: 'Dejar de seguir' shows at once.
      rememberFollow(queryClient, created.id)
      await draftDone()
      toast({ title: T.successTitle, description: T.success })
      // A visitor who ticked the box is told to look for the confirmation e-mail.
      setSent({ ...created, confirmEmail: fields.notifyByEmail && 'submitterEmail' in checked ? checked.submitterEmail : undefined })
    } catch (error) {
      if (isNetworkFailure(error)) return await keepForLater()
      showRefusal(error)
      // Nothing typed is lost: the fields keep their values and the photo stays chosen.
      toast({ title: T.failureTitle, description: errorMessage(error, T.failure), variant: 'destructive' })
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <BackLink to={visitor ? '/' : '/profile'} label={T.back} />
      <h1 className="mt-4 text-2xl font-bold">{T.title}</h1>
      <p className="mt-2 text-slate-700">{T.intro}</p>
      <DeadlineNotice className="mt-2 font-semibold text-slate-900" />

      {!open && (
        <div role="alert" className="mt-6 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-bold">{T.closedTitle}</p>
          <p className="mt-1">{T.closedText}</p>
        </div>
      )}

      {visitor && (
        <section aria-labelledby="welcome" className="mt-6 rounded-lg border border-brand-100 bg-brand-50 p-5">
          <h2 id="welcome" className="text-lg font-semibold text-brand-800">
            {T.welcomeTitle}
          </h2>
          <p className="mt-2 text-slate-800">{T.welcomeText}</p>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
            {T.welcomeReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/auth" className={buttonLook({ look: 'primary', size: 'lg' })}>
              {T.createAccount}
            </Link>
            <Link to="/proposals" className={buttonLook({ look: 'outline', size: 'lg' })}>
              {T.seeProposals}
            </Link>
          </div>
        </section>
      )}

      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        onInput={(e) => {
          const field = e.target as HTMLInputElement
          if (field.name === 'title') setTitle(field.value)
        }}
        className="mt-8"
      >
        {/* A closed process shows the form greyed out, nothing to fill in that could never be sent (§2). */}
        <fieldset disabled={!open} className="min-w-0 space-y-5">
          <TextField label={T.fieldTitle} name="title" error={errors.title} />
          <SimilarProposals title={title} />
          <FormField label={T.fieldDescription} error={errors.description}>
            {(aria) => <textarea {...aria} name="description" rows={6} className={inputClass} />}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <DistrictField label={T.fieldDistrict} error={errors.district} defaultValue={district ?? DEFAULT_DISTRICT} />
            <ScopeField label={T.fieldScope} error={errors.scope} defaultValue={DEFAULT_SCOPE} />
          </div>
          <PhotoField label={T.fieldImage} file={photo} onChange={setPhoto} error={errors.image} />

          {visitor && (
            <SubmitterFields title={T.contactTitle} text={T.contactText} labels={T} errors={errors} own>
              <EmailOptIn />
            </SubmitterFields>
          )}

          {visitor && <DataUseNote />}
          <Button type="submit" disabled={!open || sending} look="primary" size="lg" block="phone">
            {sending ? T.sending : T.submit}
          </Button>
        </fieldset>
      </form>
    </div>
  )
}
