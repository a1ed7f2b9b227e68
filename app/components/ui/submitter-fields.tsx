import type { ReactNode } from 'react'
import { TextField } from './form-field'

/** The form's names, input types and, for someone typing their own details, the autofill tokens. */
const FIELDS = [
  { name: 'submitterName', autoComplete: 'given-name' },
  { name: 'submitterSurname', autoComplete: 'family-name' },
  { name: 'submitterPhone', type: 'tel', autoComplete: 'tel' },
  { name: 'submitterEmail', type: 'email', autoComplete: 'email' },
] as const

type SubmitterLabels = Record<(typeof FIELDS)[number]['name'], string>

/**
 * The contact details of whoever sends a proposal, which are never published. `own`: the person types
 * her own, so the browser may fill them in; otherwise an administrator copies someone else's from a
 * coupon and the browser must not offer hers. `children` go at the end of the group (the e-mail opt-in).
 */
export function SubmitterFields({
  title,
  text,
  labels,
  errors,
  own,
  children,
}: {
  title: string
  text: string
  labels: SubmitterLabels
  errors: Partial<Record<string, string>>
  own: boolean
  children?: ReactNode
}) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold">{title}</legend>
      <p className="text-sm text-slate-700">{text}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={labels[f.name]}
            name={f.name}
            type={'type' in f ? f.type : undefined}
            autoComplete={own ? f.autoComplete : 'off'}
            error={errors[f.name]}
          />
        ))}
      </div>
      {children}
    </fieldset>
  )
}
