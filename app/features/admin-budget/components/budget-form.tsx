import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { HEADINGS, shareOf } from '@domain/budget'
import { formatEuros } from '@domain/money'
import { BudgetSchema, euros } from '@schemas'
import { BUDGET_TEXTS } from '@copy'
import { Button } from '@app/components/ui/button'
import { TextField } from '@app/components/ui/form-field'
import { ADMIN_TEXTS } from '@copy'
import { errorMessage } from '@app/lib/api'
import { useFieldErrors } from '@app/lib/form-errors'
import { toast } from '@app/lib/toast'
import { budgetQuery, useSetBudget, type BudgetAnswer } from '../api/budget-api'

const T = BUDGET_TEXTS.admin
/** What was typed as euros, or null while it is not an amount yet. */
const amountOf = (typed: string) => {
  const parsed = v.safeParse(euros(''), typed)
  return parsed.success ? parsed.output : null
}

/**
 * The cycle's money in 'Configuración': the investment budget, the participatory share and each
 * heading's amount, with what is left to assign counted as one types.
 */
export function BudgetForm() {
  const budget = useQuery(budgetQuery()).data
  if (!budget) return null
  // Remounted with the saved figures after a change; otherwise it keeps what was typed.
  return <Form key={JSON.stringify(budget.headings.map((h) => h.amount)) + budget.investmentBudget + budget.sharePercent} budget={budget} />
}

function Form({ budget }: { budget: BudgetAnswer }) {
  const save = useSetBudget()
  const { errors, check, showRefusal } = useFieldErrors()
  const [investment, setInvestment] = useState(String(budget.investmentBudget))
  const [share, setShare] = useState(String(budget.sharePercent))
  const [amounts, setAmounts] = useState<Record<string, string>>(
    Object.fromEntries(budget.headings.map((h) => [h.district, String(h.amount)])),
  )

  const total = shareOf(amountOf(investment) ?? 0, Number(share) || 0)
  const assigned = HEADINGS.reduce((sum, h) => sum + (amountOf(amounts[h] ?? '') ?? 0), 0)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = { year: budget.year, investmentBudget: investment, sharePercent: share, headings: amounts }
    const parsed = check(BudgetSchema, event.currentTarget, values)
    if (!parsed) return
    save.mutate(parsed, {
      onError: (error) => {
        showRefusal(error)
        toast({ title: T.budgetFailed, description: errorMessage(error, T.budgetFailed), variant: 'destructive' })
      },
    })
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={T.investmentBudget}
          name="investmentBudget"
          inputMode="numeric"
          hint={T.amountHint}
          value={investment}
          onChange={(e) => setInvestment(e.target.value)}
          error={errors.investmentBudget}
        />
        <TextField
          label={T.sharePercent}
          name="sharePercent"
          inputMode="numeric"
          value={share}
          onChange={(e) => setShare(e.target.value)}
          error={errors.sharePercent}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-bold text-slate-900">{T.headingsLegend}</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          {HEADINGS.map((h) => (
            <TextField
              key={h}
              label={T.headingLabel(h)}
              name={`headings.${h}`}
              inputMode="numeric"
              value={amounts[h] ?? ''}
              onChange={(e) => setAmounts({ ...amounts, [h]: e.target.value })}
              error={errors[`headings.${h}`]}
            />
          ))}
        </div>
        {errors.headings && (
          <p className="mt-2 text-sm text-red-700" role="alert">
            {errors.headings}
          </p>
        )}
      </fieldset>
      <dl data-testid="budget-totals" aria-live="polite" className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-900">
        <div className="flex gap-1">
          <dt>{T.toDistribute}:</dt>
          <dd className="font-semibold">{formatEuros(total)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{T.assigned}:</dt>
          <dd className="font-semibold">{formatEuros(assigned)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{assigned > total ? T.overAssigned : T.unassigned}:</dt>
          <dd className={`font-semibold ${assigned > total ? 'text-red-700' : ''}`}>{formatEuros(Math.abs(total - assigned))}</dd>
        </div>
      </dl>
      <div>
        <Button type="submit" look="primary" disabled={save.isPending} className="min-h-11">
          {save.isPending ? ADMIN_TEXTS.saving : T.saveBudget}
        </Button>
      </div>
    </form>
  )
}
