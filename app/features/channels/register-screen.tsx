import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { channelLabel } from '@copy/channel-labels'
import { cityDay } from '@domain/city-day'
import { DEFAULT_SCOPE } from '@domain/scopes'
import { ChannelProposalSchema } from '@schemas'
import { CHANNEL_TEXTS, NEW_PROPOSAL_TEXTS as F } from '@copy'
import { DistrictField, ScopeField } from '@app/components/proposal-fields'
import { FormField, SelectField, TextField, inputClass } from '@app/components/ui/form-field'
import { Button } from '@app/components/ui/button'
import { SubmitterFields } from '@app/components/ui/submitter-fields'
import { errorMessage } from '@app/lib/api'
import { useDocumentTitle } from '@app/lib/document-title'
import { useFieldErrors } from '@app/lib/form-errors'
import { toast } from '@app/lib/toast'
import { EmailOptIn, optInField } from '@app/features/notices'
import { photoUpload } from '@app/lib/images/shrink-image'
import { PhotoField } from '@app/components/photo-field'
import { registerProposal } from './api/register-proposal'
import { OTHER_CHANNELS, nextBatch, startingBatch, type Batch } from './register-model'
import { markStale } from '@app/lib/stale-after'
import { ProposalTitleLink } from '@app/components/proposal-title-link'
import { districtLabel } from '@copy/district-scope-labels'

const T = CHANNEL_TEXTS.register

interface Entered {
  id: number
  title: string
  channel: string
  district: string
}

/**
 * An administrator types in a proposal that arrived by another channel (§1). Quick-entry mode is
 * for a pile of paper coupons: Enter saves from any field (Shift+Enter for a new line in the
 * description), the next coupon starts with the same channel, date and district, and the cursor goes
 * back to the title.
 */
export function RegisterScreen() {
  useDocumentTitle(T.title)
  const [quick, setQuick] = useState(false)
  const [batch, setBatch] = useState<Batch>(() => startingBatch())
  // A new key mounts an empty form with the batch's values as defaults after every save.
  const [round, setRound] = useState(0)
  const { errors, check, showRefusal } = useFieldErrors()
  const [photo, setPhoto] = useState<File | null>(null)
  const [sending, setSending] = useState(false)
  const [entered, setEntered] = useState<Entered[]>([])
  const queryClient = useQueryClient()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    // The photo field has no name: the form's values never hold a file, only the shrunk copies do.
    const fields = check(ChannelProposalSchema, event.currentTarget)
    if (!fields) {
      toast({ title: F.fixErrors, variant: 'destructive' })
      return
    }
    setSending(true)
    try {
      const photos = await photoUpload(photo)
      const { notifyByEmail, ...coupon } = fields
      const created = await registerProposal({ ...coupon, ...optInField(notifyByEmail), ...photos })
      setEntered((list) => [{ id: created.id, title: created.title, channel: created.channel, district: created.district }, ...list])
      toast({ title: T.saved, description: T.savedText(created.title) })
      void markStale(queryClient, 'proposalAdded')
      setBatch(nextBatch(fields, quick))
      setPhoto(null)
      setRound((n) => n + 1)
    } catch (error) {
      showRefusal(error)
      // Nothing typed is lost: the fields keep their values for a correction.
      toast({ title: T.failure, description: errorMessage(error, F.failure), variant: 'destructive' })
    } finally {
      setSending(false)
    }
  }

  function enterSaves(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (quick && event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      event.currentTarget.form?.requestSubmit()
    }
  }

  const focusAfterSave = round > 0

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/admin" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        ← {T.back}
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{T.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{T.intro}</p>
      <Link to="/cartel" className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-4">
        {T.posterLink}
      </Link>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <form key={round} noValidate onSubmit={submit} className="space-y-5" aria-describedby={quick ? 'entrada-rapida-ayuda' : undefined}>
          <div className="rounded-lg border border-brand-100 bg-brand-50 p-4">
            <label className="flex items-center gap-3 font-semibold text-brand-800">
              <input type="checkbox" checked={quick} onChange={(e) => setQuick(e.target.checked)} className="size-5 accent-brand-700" />
              {T.quickMode}
            </label>
            <p id="entrada-rapida-ayuda" className="mt-1 text-sm text-slate-800">
              {T.quickModeHint}
            </p>
          </div>

          <div className="grid gap-5 sm:grid-cols-3">
            <SelectField
              label={T.channel}
              error={errors.channel}
              name="channel"
              defaultValue={batch.channel}
              autoFocus={focusAfterSave && !quick}
              options={OTHER_CHANNELS.map((c) => [c, channelLabel(c)])}
            />
            <TextField
              label={T.receivedAt}
              name="receivedAt"
              type="date"
              max={cityDay()}
              defaultValue={batch.receivedAt}
              error={errors.receivedAt}
            />
            <DistrictField label={F.fieldDistrict} error={errors.district} defaultValue={batch.district} />
          </div>

          <TextField label={F.fieldTitle} name="title" autoFocus={focusAfterSave && quick} error={errors.title} />
          <FormField label={F.fieldDescription} error={errors.description}>
            {(aria) => <textarea {...aria} name="description" rows={5} onKeyDown={enterSaves} className={inputClass} />}
          </FormField>
          <ScopeField label={F.fieldScope} error={errors.scope} defaultValue={DEFAULT_SCOPE} />

          <SubmitterFields
            title={T.submitterTitle}
            text={T.submitterText}
            labels={{ ...T, submitterName: F.submitterName }}
            errors={errors}
            own={false}
          >
            <EmailOptIn />
          </SubmitterFields>

          <PhotoField label={T.image} file={photo} onChange={setPhoto} error={errors.image} />

          <Button type="submit" disabled={sending} look="primary" size="lg" block="phone">
            {sending ? T.sending : T.submit}
          </Button>
        </form>

        <aside aria-labelledby="registradas" className="self-start rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="registradas" className="font-semibold text-slate-900">
            {T.sessionTitle}
          </h2>
          <p role="status" className="mt-1 text-sm text-slate-700">
            {entered.length ? T.sessionCount(entered.length) : T.sessionEmpty}
          </p>
          {entered.length > 0 && (
            <ol className="mt-3 space-y-2 text-sm">
              {entered.map((p) => (
                <li key={p.id} className="border-t border-slate-100 pt-2">
                  <ProposalTitleLink id={p.id} title={p.title} className="font-medium" />
                  <p className="text-slate-600">
                    {channelLabel(p.channel)} · {districtLabel(p.district)}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </aside>
      </div>
    </div>
  )
}
