import * as v from 'valibot'
import { translateSpanish } from '@copy/translate-spanish'
import { inSpanish } from '@copy/localize'
import { FIELD_LABELS, VALIDATION_TEXTS as T } from '@copy/validation'

/**
 * What a rule that names no message says. It is passed with every parse instead of set once with
 * `v.setGlobalMessage`: a module run only for its side effect is what a bundler may leave out of a
 * build, and then the library's English reached people while the unbundled tests saw Spanish.
 */
const UNNAMED = inSpanish(T).bodyInvalid
const CONFIG: v.Config<v.BaseIssue<unknown>> = { message: () => UNNAMED }

type Issue = v.BaseIssue<unknown>
type AnySchema = v.GenericSchema & { entries?: Record<string, v.GenericSchema>; wrapped?: v.GenericSchema; item?: v.GenericSchema }

/** The schema at `path` inside `schema` (through objects, arrays and optional wrappers), if any. */
function schemaAt(schema: AnySchema, path: readonly PropertyKey[]): AnySchema | undefined {
  let current: AnySchema | undefined = schema
  for (const key of path) {
    while (current?.wrapped) current = current.wrapped as AnySchema
    current = (current?.entries?.[String(key)] ?? current?.item) as AnySchema | undefined
  }
  return current
}

/**
 * A field's message when its rule gave none: an absent field says what its own rule asks for (the
 * message its schema gives an empty value); any other says which field, by its Spanish name.
 */
function namedMessage(schema: AnySchema, issue: Issue): string {
  const keys = issue.path?.map((p) => p.key as PropertyKey) ?? []
  if (!keys.length) return UNNAMED
  const own = issue.input === undefined ? schemaAt(schema, keys) : undefined
  if (own) {
    const empty = v.safeParse(own, undefined, CONFIG)
    const message = empty.success ? undefined : empty.issues[0].message
    if (message && message !== UNNAMED) return message
  }
  const field = [...keys].reverse().find((k) => typeof k === 'string' && k in FIELD_LABELS) as keyof typeof FIELD_LABELS | undefined
  return field ? T.fieldNamed(FIELD_LABELS[field]) : T.fieldInvalid
}

/**
 * The one way a value is checked against a domain schema, by the forms and by the Worker alike:
 * every issue carries a Spanish message that says which field it is about.
 */
export function checkInput<S extends v.GenericSchema>(schema: S, value: unknown): v.SafeParseResult<S> {
  const result = v.safeParse(schema, value, CONFIG)
  if (result.success) return result
  // The schemas hold their messages in Spanish, written when they were built: each leaves here in the
  // language of the moment.
  const issues = result.issues.map((issue) => ({
    ...issue,
    message: translateSpanish(issue.message === UNNAMED ? namedMessage(schema as AnySchema, issue) : issue.message),
  })) as typeof result.issues
  return { ...result, issues }
}
