import { useQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { longDay } from '@copy/dates'
import { cityDay } from '@domain/city-day'
import { CITY_DISTRICTS } from '@domain/districts'
import { TableFormSchema } from '@schemas'
import { TABLE_ADMIN_TEXTS } from '@copy'
import { districtLabel } from '@copy/district-scope-labels'
import { Button } from '@app/components/ui/button'
import { FormField, SelectField, TextField, inputClass } from '@app/components/ui/form-field'
import { formValues, useFieldErrors, type FieldErrors } from '@app/lib/form-errors'
import { systemConfigQuery } from '@app/lib/system-config'
import { useOpenTable } from '../api/tables-api'

const T = TABLE_ADMIN_TEXTS.form

/** The list's messages ('volunteers.3') shown at the one field that holds the names. */
const atFields = (errors: FieldErrors): FieldErrors => {
  const volunteers = Object.entries(errors).find(([field]) => field.startsWith('volunteers'))?.[1]
  return volunteers ? { ...errors, volunteers } : errors
}

/**
 * 'Abrir una mesa': place, residents' district (or any), day and hours inside the support phase, the
 * volunteers' names (one a line) and the grace hours. Checked with the schema the Worker applies, and a
 * refusal's Spanish messages go to their fields. The inputs are uncontrolled and the form is never reset
 * on a refusal, so nothing typed is lost; after a success it starts again empty.
 */
export function TableForm({ onOpened }: { onOpened: (place: string, joinCode: string) => void }) {
  const config = useQuery(systemConfigQuery()).data
  const open = useOpenTable()
  const { errors, check, showRefusal } = useFieldErrors()
  // The day's first value comes from the calendar: the form waits for it rather than change under the cursor.
  if (!config) return null
  const support = config.calendar?.support
  const today = cityDay()
  const shown = atFields(errors)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const values = formValues(form)
    const body = {
      ...values,
      district: values.district || null,
      volunteers: String(values.volunteers ?? '')
        .split('\n')
        .map((name) => name.trim())
        .filter(Boolean),
      graceHours: values.graceHours === '' ? Number.NaN : Number(values.graceHours),
    }
    const checked = check(TableFormSchema, form, body)
    if (!checked) return
    open.mutate(checked, {
      onSuccess: ({ table, joinCode }) => {
        form.reset()
        onOpened(table.place, joinCode)
      },
      onError: showRefusal,
    })
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-labelledby="mesas-abrir">
      <p className="text-sm text-slate-800 sm:col-span-2">
        {support ? T.window(longDay(support.start), longDay(support.end)) : T.noWindow}
      </p>
      <div className="sm:col-span-2">
        <TextField label={T.place} hint={T.placeHint} name="place" maxLength={120} autoComplete="off" error={shown.place} />
      </div>
      <SelectField
        label={T.district}
        name="district"
        defaultValue=""
        options={[['', T.anyDistrict], ...CITY_DISTRICTS.map((d) => [d, districtLabel(d)] as const)]}
        error={shown.district}
      />
      <TextField
        label={T.day}
        name="day"
        type="date"
        defaultValue={support && support.start <= today && today <= support.end ? today : support?.start}
        min={support?.start}
        max={support?.end}
        error={shown.day}
      />
      <TextField label={T.opens} name="opens" type="time" defaultValue="10:00" error={shown.opens} />
      <TextField label={T.closes} name="closes" type="time" defaultValue="14:00" error={shown.closes} />
      <FormField label={T.volunteers} hint={T.volunteersHint} error={shown.volunteers}>
        {(aria) => <textarea {...aria} name="volunteers" rows={3} className={inputClass} />}
      </FormField>
      <TextField
        label={T.graceHours}
        hint={T.graceHint}
        name="graceHours"
        type="number"
        inputMode="numeric"
        min={0}
        max={72}
        defaultValue={48}
        error={shown.graceHours}
      />
      <div className="sm:col-span-2">
        <Button type="submit" look="primary" size="touch" disabled={open.isPending}>
          {open.isPending ? T.submitting : T.submit}
        </Button>
      </div>
    </form>
  )
}
