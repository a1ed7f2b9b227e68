import * as v from 'valibot'

export type FieldErrors = Partial<Record<string, string>>

/**
 * Validates a form with a domain schema and answers the first Spanish message per field, or null when
 * the values pass. The same schemas validate the requests in the Worker, so both sides agree.
 */
export function validateForm<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, values)
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
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return
  const first = Array.from(form.elements).find(
    (el): el is HTMLElement & { name: string } => 'name' in el && typeof el.name === 'string' && errors[el.name] !== undefined,
  )
  first?.focus()
}
