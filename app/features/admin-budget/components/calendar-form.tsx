import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { CYCLE_PHASES, calendarField } from '@domain/cycle-calendar'
import { CalendarSchema } from '@schemas'
import { CALENDAR_FORM_TEXTS as F, CYCLE_TEXTS } from '@copy'
import { CycleNow } from '@app/components/cycle-calendar'
import { Button } from '@app/components/ui/button'
import { ConfirmDialog } from '@app/components/ui/confirm-dialog'
import { TextField } from '@app/components/ui/form-field'
import { errorMessage } from '@app/lib/api'
import { useFieldErrors } from '@app/lib/form-errors'
import { systemConfigQuery } from '@app/lib/system-config'
import { toast } from '@app/lib/toast'
import { useAdvancePhase, useSetCalendar } from '../api/budget-api'

/**
 * The year's calendar ('Calendario', first in Configuración): the first and last day of each phase,
 * checked by the schema the Worker uses (CalendarSchema), and 'Pasar a la siguiente fase' after a
 * confirmation. It reads the public record, which carries the calendar and the phase of the day.
 */
export function CalendarForm() {
  const config = useQuery(systemConfigQuery()).data
  const save = useSetCalendar()
  const advance = useAdvancePhase()
  const { errors, check, showRefusal } = useFieldErrors()
  const [asking, setAsking] = useState(false)
  if (!config) return null
  const { calendar, phase } = config
  const next = phase ? CYCLE_PHASES[CYCLE_PHASES.indexOf(phase) + 1] : config.nextPhase?.phase

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const days = check(CalendarSchema, event.currentTarget)
    if (!days) return
    save.mutate(days, {
      onError: (error) => {
        // The server's answer names the field, as the form would have: nothing typed is lost.
        showRefusal(error)
        toast({ title: F.save, description: errorMessage(error, F.save), variant: 'destructive' })
      },
    })
  }

  return (
    <>
      {calendar ? <CycleNow className="mb-4 font-semibold text-slate-900" /> : <p className="mb-4 text-sm text-slate-800">{F.notSet}</p>}
      {/* Remounted with the saved days after a change (lastUpdated moves), otherwise it keeps what was typed. */}
      <form key={config.lastUpdated} noValidate onSubmit={submit} className="grid gap-4">
        <input type="hidden" name="year" defaultValue={config.budgetYear} />
        <div className="grid gap-4 sm:grid-cols-2">
          {CYCLE_PHASES.map((p) => (
            <fieldset key={p} className="rounded-md border border-slate-200 p-3">
              <legend className="px-1 font-semibold text-slate-900">{CYCLE_TEXTS.phases[p]}</legend>
              <div className="grid grid-cols-2 gap-3">
                {(['Start', 'End'] as const).map((edge) => (
                  <TextField
                    key={edge}
                    label={edge === 'Start' ? F.start : F.end}
                    name={calendarField(p, edge)}
                    type="date"
                    defaultValue={calendar?.[p][edge === 'Start' ? 'start' : 'end']}
                    error={errors[calendarField(p, edge)]}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" look="primary" disabled={save.isPending} className="min-h-11">
            {F.save}
          </Button>
          {calendar && next && (
            <Button disabled={advance.isPending} onClick={() => setAsking(true)} className="min-h-11">
              {F.advance}
            </Button>
          )}
        </div>
      </form>
      {next && (
        <ConfirmDialog
          open={asking}
          title={F.advanceTitle}
          text={F.advanceBody(phase ? CYCLE_TEXTS.phases[phase] : CYCLE_TEXTS.noPhase, CYCLE_TEXTS.phases[next])}
          confirmLabel={F.advanceConfirm}
          busy={advance.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() => advance.mutate({ year: config.budgetYear, from: phase }, { onSettled: () => setAsking(false) })}
        />
      )}
    </>
  )
}
