import { useRef, useState } from 'react'
import * as v from 'valibot'
import { checkInput } from '@schemas'
import { ApiError } from './api-error'

export type FieldErrors = Partial<Record<string, string>>

/**
 * Validates a form with a domain schema and answers the first Spanish message per field, or null when
 * the values pass. The same schemas validate the requests in the Worker, so both sides agree.
 */
export function validateForm<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = checkInput(schema, values)
  if (result.success) return { ok: true, value: result.output }
  const nested = v.flatten(result.issues).nested ?? {}
  const errors: FieldErrors = {}
  for (const [field, messages] of Object.entries(nested)) if (messages?.[0]) errors[field] = messages[0]
  return { ok: false, errors }
}

/**
 * After a refused submit, focus goes to the first field (in page order) that has a message, so keyboard
 * and screen-reader users land on what to fix (WCAG 3.3.1) instead of staying on the button.
 */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return
  const first = Array.from(form.elements).find(
    (el): el is HTMLElement & { name: string } => 'name' in el && typeof el.name === 'string' && errors[el.name] !== undefined,
  )
  first?.focus()
}

/** A submitted form's values by field name, as the domain schemas read them. */
export const formValues = (form: HTMLFormElement): Record<string, FormDataEntryValue> => Object.fromEntries(new FormData(form))

/**
 * A form's messages beside its fields, from either check: the submit's own, with the domain schema the
 * Worker also applies, and the server's refusal naming fields. Either way, focus goes to the first field
 * to fix. Nothing typed is touched: the fields keep their values.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({})
  const checked = useRef<HTMLFormElement | null>(null)
  const show = (form: HTMLFormElement | null, found: FieldErrors) => {
    setErrors(found)
    focusFirstInvalid(form, found)
  }
  return {
    errors,
    /** The form's values checked by `schema`: their parsed output, or null when they do not pass (messages shown). */
    check<S extends v.GenericSchema>(schema: S, form: HTMLFormElement, values: unknown = formValues(form)): v.InferOutput<S> | null {
      checked.current = form
      const result = validateForm(schema, values)
      show(form, result.ok ? {} : result.errors)
      return result.ok ? result.value : null
    },
    /** Shows a refusal's per-field messages (a VALIDATION answer) beside the fields of the form last checked. */
    showRefusal(error: unknown) {
      if (error instanceof ApiError && error.fields) show(checked.current, error.fields)
    },
    /** Shows one field's message from a check outside the schema. */
    setErrors,
  }
}
