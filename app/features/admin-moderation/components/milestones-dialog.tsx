import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { longDay } from '@copy/dates'
import { cityDay } from '@domain/city-day'
import { CostsSchema, MilestoneFormSchema } from '@schemas'
import { ADMIN_TEXTS, FOLLOW_UP_TEXTS as T } from '@copy'
import { PhotoField } from '@app/components/photo-field'
import { Button } from '@app/components/ui/button'
import { CheckboxField } from '@app/components/ui/checkbox-field'
import { ConfirmDialog } from '@app/components/ui/confirm-dialog'
import { Dialog } from '@app/components/ui/dialog'
import { FormField, SelectField, TextField, inputClass } from '@app/components/ui/form-field'
import { errorMessage } from '@app/lib/api'
import { useFieldErrors } from '@app/lib/form-errors'
import { toast } from '@app/lib/toast'
import { proposalQuery, type FreshProposal as Proposal, type ProposalDetail } from '@app/features/proposals'
import { usePhaseName } from '@app/lib/phase-name'
import { adminSystemConfigQuery } from '@app/lib/admin-system-config'
import { useUpdateProposal } from '../api/moderation-api'
import { useAddMilestone, useEditMilestone, useRemoveMilestone, useSaveCosts } from '../api/milestones-api'
import { usePhotoForm } from './use-photo-form'

type Milestone = ProposalDetail['milestones'][number]

/** 'Acciones' → 'Seguimiento de la ejecución': the milestones of an approved proposal and its costs. */
export function MilestonesDialog({ proposal, onClose }: { proposal: Proposal | null; onClose: () => void }) {
  return (
    <Dialog open={proposal !== null} onClose={onClose} title={proposal ? T.dialogTitle(proposal.title) : ''} layout="wide">
      {proposal && <FollowUp key={proposal.id} proposal={proposal} />}
    </Dialog>
  )
}

function FollowUp({ proposal }: { proposal: Proposal }) {
  const detail = useQuery(proposalQuery(proposal.id))
  const [editing, setEditing] = useState<Milestone | null>(null)
  const [removing, setRemoving] = useState<Milestone | null>(null)
  const [offerExecuted, setOfferExecuted] = useState(false)
  const remove = useRemoveMilestone()
  const update = useUpdateProposal()
  const milestones = detail.data?.milestones ?? []
  // The council's phases (Configuración): the form waits for them so that its choice starts on the first.
  const phases = useQuery(adminSystemConfigQuery()).data?.milestonePhases
  const name = usePhaseName()

  return (
    <div className="space-y-8">
      <section aria-labelledby="hitos-publicados">
        <h3 id="hitos-publicados" className="text-lg font-semibold text-slate-900">
          {T.milestonesTitle}
        </h3>
        {milestones.length === 0 ? (
          <p className="mt-2 text-slate-700">{detail.isPending ? T.loading : T.noMilestones}</p>
        ) : (
          <ol className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {milestones.map((m) => (
              <li key={m.id} className="flex flex-wrap items-start gap-3 p-3">
                {m.photoThumb && (
                  <img src={m.photoThumb} alt={T.milestoneAlt(name(m.phase), longDay(m.date))} className="h-14 w-20 rounded object-cover" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">
                    {longDay(m.date)} · {name(m.phase)} · {T.progressShort(m.progress)}
                  </p>
                  <p className="text-sm text-slate-700">{m.text}</p>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" onClick={() => setEditing(m)} aria-label={T.editOf(name(m.phase), longDay(m.date))}>
                    {T.edit}
                  </Button>
                  <Button
                    size="sm"
                    look="danger-outline"
                    onClick={() => setRemoving(m)}
                    aria-label={T.removeOf(name(m.phase), longDay(m.date))}
                  >
                    {T.remove}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>

      {phases && (
        <MilestoneForm
          key={editing?.id ?? 'new'}
          proposalId={proposal.id}
          phases={phases}
          editing={editing}
          onDone={(offer) => {
            setEditing(null)
            if (offer && proposal.status === 'approved') setOfferExecuted(true)
          }}
        />
      )}

      {detail.data && <CostsForm key={`${detail.data.awardedCost}-${detail.data.finalCost}`} proposal={detail.data} />}

      <ConfirmDialog
        open={removing !== null}
        title={T.removeTitle}
        text={removing ? T.removeText(name(removing.phase), longDay(removing.date)) : ''}
        confirmLabel={T.remove}
        danger
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => toast({ title: T.removed }),
            onError: (error) => toast({ title: errorMessage(error, T.failed), variant: 'destructive' }),
            onSettled: () => setRemoving(null),
          })
        }
      />
      <ConfirmDialog
        open={offerExecuted}
        title={T.executedTitle}
        text={T.executedText(proposal.title)}
        confirmLabel={T.executedConfirm}
        busy={update.isPending}
        onClose={() => setOfferExecuted(false)}
        onConfirm={() => update.mutate({ id: proposal.id, update: { status: 'executed' } }, { onSettled: () => setOfferExecuted(false) })}
      />
    </div>
  )
}

/** A new milestone, or the correction of one: the Worker's own schema checks it first. */
function MilestoneForm({
  proposalId,
  phases,
  editing,
  onDone,
}: {
  proposalId: number
  phases: readonly string[]
  editing: Milestone | null
  onDone: (offerExecuted: boolean) => void
}) {
  const name = usePhaseName()
  const add = useAddMilestone(proposalId)
  const edit = useEditMilestone()
  const { errors, photo, setPhoto, reading, submit } = usePhotoForm({
    schema: MilestoneFormSchema,
    fixErrors: T.fixErrors,
    failed: T.failed,
    save: async (values, photos, form) => {
      const body = {
        date: values.date,
        phase: values.phase,
        text: values.text,
        progress: String(values.progress),
        reason: values.reason,
        removePhoto: values.removePhoto,
        ...(photos ? { photo: photos.image, thumbnail: photos.thumbnail } : {}),
      }
      const saved = editing ? await edit.mutateAsync({ id: editing.id, form: body }) : await add.mutateAsync(body)
      toast({ title: editing ? T.corrected : T.published })
      if (!editing) {
        form.reset()
        setPhoto(null)
      }
      onDone(saved.offerExecuted)
    },
  })

  const busy = reading || add.isPending || edit.isPending
  return (
    <section aria-labelledby="hito-formulario">
      <h3 id="hito-formulario" className="text-lg font-semibold text-slate-900">
        {editing ? T.editTitle : T.addTitle}
      </h3>
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={T.date} name="date" type="date" max={cityDay()} defaultValue={editing?.date ?? cityDay()} error={errors.date} />
          <SelectField
            label={T.phase}
            name="phase"
            defaultValue={editing?.phase ?? phases[0]}
            options={phases.map((p) => [p, name(p)] as const)}
            error={errors.phase}
          />
          <TextField
            label={T.progress}
            name="progress"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            defaultValue={editing ? String(editing.progress) : ''}
            hint={T.progressHint}
            error={errors.progress}
          />
        </div>
        <FormField label={T.text} error={errors.text}>
          {(aria) => <textarea {...aria} name="text" rows={3} defaultValue={editing?.text ?? ''} className={inputClass} />}
        </FormField>
        <TextField label={T.reason} name="reason" defaultValue={editing?.reason ?? ''} error={errors.reason} />
        <PhotoField label={T.photo} file={photo} onChange={setPhoto} error={errors.photo} />
        {editing?.photoThumb && !photo && (
          <div className="flex flex-wrap items-center gap-4">
            <img src={editing.photoThumb} alt={T.currentPhoto} className="h-20 w-28 rounded-md object-cover" />
            <CheckboxField name="removePhoto" value="true" label={T.removePhoto} hint={T.currentPhoto} />
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {editing && <Button onClick={() => onDone(false)}>{T.cancelEdit}</Button>}
          <Button type="submit" look="primary" disabled={busy}>
            {busy ? ADMIN_TEXTS.saving : editing ? T.saveEdit : T.publish}
          </Button>
        </div>
      </form>
    </section>
  )
}

/** The awarded and the final cost, whole euros or empty for 'not known yet'. */
function CostsForm({ proposal }: { proposal: ProposalDetail }) {
  const save = useSaveCosts(proposal.id)
  const { errors, check, showRefusal } = useFieldErrors()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const costs = check(CostsSchema, event.currentTarget, {
      awardedCost: String(data.get('awardedCost') ?? ''),
      finalCost: String(data.get('finalCost') ?? ''),
    })
    if (!costs) return
    save.mutate(costs, {
      onSuccess: () => toast({ title: T.costsSaved }),
      onError: (error) => {
        showRefusal(error)
        toast({ title: errorMessage(error, T.costsFailed), variant: 'destructive' })
      },
    })
  }

  return (
    <section aria-labelledby="hito-costes">
      <h3 id="hito-costes" className="text-lg font-semibold text-slate-900">
        {T.costsTitle}
      </h3>
      <form onSubmit={submit} noValidate className="mt-3 grid items-end gap-4 sm:grid-cols-3">
        <TextField
          label={T.awardedCost}
          name="awardedCost"
          inputMode="numeric"
          defaultValue={proposal.awardedCost ?? ''}
          error={errors.awardedCost}
        />
        <TextField
          label={T.finalCost}
          name="finalCost"
          inputMode="numeric"
          defaultValue={proposal.finalCost ?? ''}
          error={errors.finalCost}
        />
        <Button type="submit" look="primary" disabled={save.isPending}>
          {save.isPending ? ADMIN_TEXTS.saving : T.saveCosts}
        </Button>
        <p className="text-sm text-slate-600 sm:col-span-3">{T.costHint}</p>
      </form>
    </section>
  )
}
