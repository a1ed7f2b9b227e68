import * as v from 'valibot'
import { sValidator } from '@hono/standard-validator'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { ValidationTargets } from 'hono'
import { SERVER_TEXTS } from '../domain/texts'
import { AppError } from './errors'

/**
 * Validates a part of the request with a domain schema (the same one the forms use) and turns a
 * failure into VALIDATION with the first Spanish message per field.
 */
export function validate<T extends keyof ValidationTargets, S extends StandardSchemaV1>(target: T, schema: S) {
  return sValidator(target, schema, (result) => {
    if (result.success) return
    const fields = fieldMessages(result.error)
    const message = target === 'param' ? SERVER_TEXTS.invalidId : Object.values(fields)[0]
    throw new AppError('VALIDATION', message, { fields })
  })
}

export function fieldMessages(issues: readonly StandardSchemaV1.Issue[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path?.map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.') || '_'
    fields[key] ??= issue.message
  }
  return fields
}

/** The same check inside a handler, for rules that depend on who is asking (a visitor's contact block). */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value)
  if (parsed.success) return parsed.output
  const fields = fieldMessages(
    parsed.issues.map((i) => ({ message: i.message, path: i.path?.map((p) => ({ key: p.key as PropertyKey })) })),
  )
  throw new AppError('VALIDATION', Object.values(fields)[0], { fields })
}
