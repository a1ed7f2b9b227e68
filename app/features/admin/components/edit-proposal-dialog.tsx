import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react'
import { DISTRICTS, districtLabel } from '../../../../domain/districts'
import { ProposalFieldsSchema } from '../../../../domain/schemas'
import { SCOPES } from '../../../../domain/scopes'
import { ADMIN_TEXTS, NEW_PROPOSAL_TEXTS } from '../../../../domain/texts'
import { FormField, inputClass } from '../../../components/ui/form-field'
import { ApiError, errorMessage } from '../../../lib/api'
import { validateForm, type FieldErrors } from '../../../lib/form-errors'
import { toast } from '../../../lib/toast'
import type { Proposal } from '../../proposals/api/proposals'
import { chosenImage } from '../../submission/choose-image'
import { shrinkImage } from '../../submission/shrink-image'
import { useEditProposal } from '../api/admin-api'
import { AdminDialog, Button } from './ui'

const T = ADMIN_TEXTS.edit

/** Title, description, district, scope and optionally a new photo (§2), with the new-proposal form's checks. */
export function EditProposalDialog({ proposal, onClose }: { proposal: Proposal | null; onClose: () => void }) {
  return (
    <AdminDialog open={proposal !== null} onClose={onClose} title={T.title} wide>
      {proposal && <EditForm key={proposal.id} proposal={proposal} onDone={onClose} />}
    </AdminDialog>
  )
}

function EditForm({ proposal: p, onDone }: { proposal: Proposal; onDone: () => void }) {
  const edit = useEditProposal()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null)
  const [reading, setReading] = useState(false)
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.preview) : undefined), [photo])

  function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = chosenImage(event)
    if (!file) return
    setPhoto({ file, preview: URL.createObjectURL(file) })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = Object.fromEntries(new FormData(event.currentTarget))
    delete values.photo
    const result = validateForm(ProposalFieldsSchema, values)
    if (!result.ok) {
      setErrors(result.errors)
      toast({ title: T.fixErrors, variant: 'destructive' })
      return
    }
    setErrors({})
    try {
      setReading(true)
      const photos = photo ? await shrinkImage(photo.file).catch(() => Promise.reject(new ApiError(0, NEW_PROPOSAL_TEXTS.imageUnreadable))) : {}
      setReading(false)
      await edit.mutateAsync({ id: p.id, form: { ...(result.value as Record<string, string>), ...photos } as never })
      onDone()
    } catch (error) {
      setReading(false)
      if (error instanceof ApiError && error.fields) setErrors(error.fields)
      toast({ title: errorMessage(error, ADMIN_TEXTS.proposalUpdateFailed), variant: 'destructive' })
    }
  }

  const busy = reading || edit.isPending
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label={T.fieldTitle} error={errors.title}>
        {(aria) => <input {...aria} name="title" defaultValue={p.title} className={inputClass} />}
      </FormField>
      <FormField label={T.fieldDescription} error={errors.description}>
        {(aria) => <textarea {...aria} name="description" rows={5} defaultValue={p.description} className={inputClass} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={T.fieldDistrict} error={errors.district}>
          {(aria) => (
            <select {...aria} name="district" defaultValue={p.district ?? ''} className={inputClass}>
              {DISTRICTS.map((d) => (
                <option key={d} value={d}>
                  {districtLabel(d)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={T.fieldScope} error={errors.scope}>
          {(aria) => (
            <select {...aria} name="scope" defaultValue={p.scope ?? ''} className={inputClass}>
              {SCOPES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label={T.fieldImage} hint={T.imageHint} error={errors.image}>
        {(aria) => (
          <input
            {...aria}
            name="photo"
            type="file"
            accept="image/*"
            onChange={choosePhoto}
            className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-700`}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-4">
        {p.photoThumb && !photo && <img src={p.photoThumb} alt={T.currentImage} className="h-24 w-32 rounded-md object-cover" />}
        {photo && <img src={photo.preview} alt={T.newImage} className="h-24 w-32 rounded-md object-cover" />}
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <Button onClick={onDone}>{ADMIN_TEXTS.cancel}</Button>
        <Button type="submit" look="primary" disabled={busy}>
          {busy ? ADMIN_TEXTS.saving : ADMIN_TEXTS.save}
        </Button>
      </div>
    </form>
  )
}
