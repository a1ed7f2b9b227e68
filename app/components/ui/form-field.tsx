import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm aria-invalid:border-red-700 disabled:bg-slate-100'

/** The smaller control of dense screens (the admin panel's filters, tables and page size). */
export const compactInputClass = 'block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900'
/** A compact control under its label. */
const compactFieldClass = `${compactInputClass} mt-1 py-2`

/** A labelled control with its hint and its error message, tied together for screen readers. */
export function FormField({
  id: fixedId,
  label,
  error,
  hint,
  children,
}: {
  /** The page's own id, the same in its HTML on every render (the pages read by year name their pickers); generated otherwise. */
  id?: string
  label: string
  error?: string
  hint?: string
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode
}) {
  const generatedId = useId()
  const id = fixedId ?? generatedId
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

interface FieldProps {
  label: string
  error?: string
  hint?: string
  /** The admin panel's smaller control (filters). */
  compact?: boolean
}

/** A text input with label and error; `name` and value handling stay with the form. */
export function TextField({ label, error, hint, compact = false, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(aria) => <input {...input} {...aria} className={compact ? compactFieldClass : inputClass} />}
    </FormField>
  )
}

/** A select with label and error; `options` are [value, text] pairs, in order. */
export function SelectField({
  id,
  label,
  error,
  hint,
  compact = false,
  options,
  ...select
}: FieldProps & { options: readonly (readonly [string, string])[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <select {...select} {...aria} className={compact ? compactFieldClass : inputClass}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
