import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { deadlineState, type BudgetCycle } from '@domain/budget-cycle'
import { longDay } from '@copy/dates'
import { BudgetCycleSchema } from '@schemas'
import { ADMIN_TEXTS } from '@copy'
import { Button } from '@app/components/ui/button'
import { ConfirmDialog } from '@app/components/ui/confirm-dialog'
import { TextField } from '@app/components/ui/form-field'
import { errorMessage } from '@app/lib/api'
import { useFieldErrors } from '@app/lib/form-errors'
import { toast } from '@app/lib/toast'
import { adminSystemConfigQuery } from '@app/lib/admin-system-config'
import { useSetBudgetCycle } from '../api/budget-api'

const T = ADMIN_TEXTS.config

/**
 * The yearly cycle the council sets: the budget year and the submission deadline every public page, the
 * posters and the form show. Saved after a confirmation, like the voting switch; a deadline that has
 * passed while voting is still on is flagged here, and only here (residents read 'sigue abierto').
 */
export function BudgetCycleForm() {
  const config = useQuery(adminSystemConfigQuery()).data
  const save = useSetBudgetCycle()
  const { errors, check, showRefusal } = useFieldErrors()
  const [asking, setAsking] = useState<BudgetCycle | null>(null)
  const [unchanged, setUnchanged] = useState(false)
  if (!config) return null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setUnchanged(false)
    const cycle = check(BudgetCycleSchema, event.currentTarget)
    if (!cycle) return
    if (config && cycle.budgetYear === config.budgetYear && cycle.submissionDeadline === config.submissionDeadline) setUnchanged(true)
    else setAsking(cycle)
  }

  function confirm(cycle: BudgetCycle) {
    save.mutate(cycle, {
      onError: (error) => {
        // The server's answer names the field, as the form would have: nothing typed is lost.
        showRefusal(error)
        toast({ title: T.cycleFailed, description: errorMessage(error, T.cycleFailed), variant: 'destructive' })
      },
      onSettled: () => setAsking(null),
    })
  }

  return (
    <>
      {deadlineState(config) === 'extended' && (
        <p
          data-testid="deadline-passed"
          className="mb-4 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm font-medium text-amber-950"
        >
          {T.deadlinePassed(longDay(config.submissionDeadline))}
        </p>
      )}
      {/* Remounted with the saved values after a change (lastUpdated moves), otherwise it keeps what was typed. */}
      <form key={config.lastUpdated} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField label={T.budgetYear} name="budgetYear" inputMode="numeric" defaultValue={config.budgetYear} error={errors.budgetYear} />
        <TextField
          label={T.submissionDeadline}
          name="submissionDeadline"
          type="date"
          hint={T.deadlineHint}
          defaultValue={config.submissionDeadline}
          error={errors.submissionDeadline}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" look="primary" disabled={save.isPending} className="min-h-11">
            {save.isPending ? ADMIN_TEXTS.saving : T.saveCycle}
          </Button>
          {unchanged && (
            <p role="status" className="text-sm text-slate-800">
              {T.cycleUnchanged}
            </p>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={T.confirmCycleTitle}
        text={asking ? T.confirmCycle(asking.budgetYear, longDay(asking.submissionDeadline)) : ''}
        confirmLabel={T.saveCycle}
        busy={save.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && confirm(asking)}
      />
    </>
  )
}
