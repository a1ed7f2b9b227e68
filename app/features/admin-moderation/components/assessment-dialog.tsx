import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { FEASIBILITIES, type Feasibility } from '@domain/budget'
import { feasibilityLabel } from '@copy/budget-labels'
import { AssessmentSchema } from '@schemas'
import { ADMIN_TEXTS, BUDGET_TEXTS } from '@copy'
import { Button } from '@app/components/ui/button'
import { Dialog } from '@app/components/ui/dialog'
import { FormField, SelectField, TextField, inputClass } from '@app/components/ui/form-field'
import { Spinner } from '@app/components/ui/spinner'
import { errorMessage } from '@app/lib/api'
import { useFieldErrors } from '@app/lib/form-errors'
import { toast } from '@app/lib/toast'
import type { FreshProposal as Proposal } from '@app/features/proposals'
import { assessmentQuery, useAssess, type AssessmentAnswer } from '../api/assessment-api'

const T = BUDGET_TEXTS.admin

/** The technical assessment of a proposal, from its row's 'Acciones': verdict, cost, service and report. */
export function AssessmentDialog({ proposal, onClose }: { proposal: Proposal | null; onClose: () => void }) {
  return (
    <Dialog open={proposal !== null} onClose={onClose} title={proposal ? T.assessTitle(proposal.title) : ''} layout="wide">
      {proposal && <AssessmentForm key={proposal.id} proposal={proposal} onDone={onClose} />}
    </Dialog>
  )
}

function AssessmentForm({ proposal, onDone }: { proposal: Proposal; onDone: () => void }) {
  const current = useQuery(assessmentQuery(proposal.id))
  if (!current.data) return <Spinner />
  return <Fields proposal={proposal} current={current.data} onDone={onDone} />
}

function Fields({ proposal, current, onDone }: { proposal: Proposal; current: AssessmentAnswer; onDone: () => void }) {
  const assess = useAssess()
  const { errors, check, showRefusal } = useFieldErrors()
  const [feasibility, setFeasibility] = useState<Feasibility>(current.feasibility)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const json = check(AssessmentSchema, event.currentTarget)
    if (!json) return
    try {
      await assess.mutateAsync({ id: proposal.id, json })
      onDone()
    } catch (error) {
      showRefusal(error)
      toast({ title: T.assessmentFailed, description: errorMessage(error, T.assessmentFailed), variant: 'destructive' })
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">{T.assessIntro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={T.feasibilityField}
          name="feasibility"
          value={feasibility}
          onChange={(e) => setFeasibility(e.target.value as Feasibility)}
          options={FEASIBILITIES.map((f) => [f, feasibilityLabel(f)] as const)}
          error={errors.feasibility}
        />
        <TextField
          label={T.costField}
          name="estimatedCost"
          inputMode="numeric"
          hint={T.costHint}
          defaultValue={current.estimatedCost ?? ''}
          error={errors.estimatedCost}
        />
      </div>
      <TextField label={T.serviceField} name="service" defaultValue={current.service ?? ''} error={errors.service} />
      <FormField label={feasibility === 'unfeasible' ? T.reasonField : T.reportField} hint={T.reportHint} error={errors.assessment}>
        {(aria) => <textarea {...aria} name="assessment" rows={5} defaultValue={current.assessment ?? ''} className={inputClass} />}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <Button onClick={onDone}>{ADMIN_TEXTS.cancel}</Button>
        <Button type="submit" look="primary" disabled={assess.isPending}>
          {assess.isPending ? ADMIN_TEXTS.saving : ADMIN_TEXTS.save}
        </Button>
      </div>
    </form>
  )
}
