import { ProposalFieldsSchema } from '@schemas'
import { ADMIN_TEXTS } from '@copy'
import { DistrictField, ScopeField } from '@app/components/proposal-fields'
import { FormField, inputClass } from '@app/components/ui/form-field'
import type { FreshProposal as Proposal } from '@app/features/proposals'
import { PhotoField } from '@app/components/photo-field'
import { useEditProposal } from '../api/moderation-api'
import { usePhotoForm } from './use-photo-form'
import { Button } from '@app/components/ui/button'
import { Dialog } from '@app/components/ui/dialog'

const T = ADMIN_TEXTS.edit

/** Title, description, district, scope and optionally a new photo (§2), with the new-proposal form's checks. */
export function EditProposalDialog({ proposal, onClose }: { proposal: Proposal | null; onClose: () => void }) {
  return (
    <Dialog open={proposal !== null} onClose={onClose} title={T.title} layout="wide">
      {proposal && <EditForm key={proposal.id} proposal={proposal} onDone={onClose} />}
    </Dialog>
  )
}

function EditForm({ proposal: p, onDone }: { proposal: Proposal; onDone: () => void }) {
  const edit = useEditProposal()
  const { errors, photo, setPhoto, reading, submit } = usePhotoForm({
    schema: ProposalFieldsSchema,
    fixErrors: T.fixErrors,
    failed: ADMIN_TEXTS.proposalUpdateFailed,
    save: async (fields, photos) => {
      await edit.mutateAsync({ id: p.id, form: { ...fields, ...photos } })
      onDone()
    },
  })

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
        <DistrictField label={T.fieldDistrict} error={errors.district} defaultValue={p.district ?? ''} />
        <ScopeField label={T.fieldScope} error={errors.scope} defaultValue={p.scope ?? ''} />
      </div>
      <PhotoField label={T.fieldImage} hint={T.imageHint} file={photo} onChange={setPhoto} error={errors.image} />
      {p.photoThumb && !photo && <img src={p.photoThumb} alt={T.currentImage} className="h-24 w-32 rounded-md object-cover" />}
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <Button onClick={onDone}>{ADMIN_TEXTS.cancel}</Button>
        <Button type="submit" look="primary" disabled={busy}>
          {busy ? ADMIN_TEXTS.saving : ADMIN_TEXTS.save}
        </Button>
      </div>
    </form>
  )
}
