import type * as v from 'valibot'
import { sValidator } from '@hono/standard-validator'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { ValidationTargets } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { checkInput } from '@schemas'
import { SERVER_TEXTS } from '@copy'
import { AppError } from './errors'

/** A domain schema as a Standard Schema whose checks go through `checkInput` (the Spanish messages). */
function spanish<S extends v.GenericSchema>(schema: S): StandardSchemaV1<v.InferInput<S>, v.InferOutput<S>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'valibot',
      validate: (value) => {
        const result = checkInput(schema, value)
        if (result.success) return { value: result.output }
        return { issues: result.issues.map((i) => ({ message: i.message, path: i.path?.map((p) => ({ key: p.key as PropertyKey })) })) }
      },
    },
  }
}

/**
 * Validates a part of the request with a domain schema (the same one the forms use) and turns a
 * failure into VALIDATION with the first Spanish message per field.
 */
export function validate<T extends keyof ValidationTargets, S extends v.GenericSchema>(target: T, schema: S) {
  const validator = sValidator(target, spanish(schema), (result) => {
    if (result.success) return
    const fields = fieldMessages(result.error)
    const message = target === 'param' ? SERVER_TEXTS.invalidId : Object.values(fields)[0]
    throw new AppError('VALIDATION', message, { fields })
  })
  const expected = BODY_TYPES[target as string]
  if (!expected) return validator
  // Hono validates a body of another type as an empty object; refuse it instead, so that a request
  // whose fields are all optional cannot pass by sending text/plain.
  return createMiddleware(async (c, next) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase()
    if (!expected.includes(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', SERVER_TEXTS.wrongContentType)
    return target === 'json' ? jsonLimit(c, () => validator(c, next)) : validator(c, next)
  }) as unknown as typeof validator
}

/**
 * Every JSON body the API takes is a handful of fields: 16 KB is far above any of them. The limit is
 * checked on Content-Length before reading and counted while reading a body sent without one, so a
 * 60 MB body is never read; forms with photos have their own limit (middleware/form-limit.ts).
 */
const JSON_MAX_BYTES = 16 * 1024
const jsonLimit = bodyLimit({
  maxSize: JSON_MAX_BYTES,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', SERVER_TEXTS.jsonTooLarge)
  },
})

const BODY_TYPES: Record<string, string[]> = {
  json: ['application/json'],
  form: ['multipart/form-data', 'application/x-www-form-urlencoded'],
}

function fieldMessages(issues: readonly StandardSchemaV1.Issue[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path?.map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.') || '_'
    fields[key] ??= issue.message
  }
  return fields
}

/** The same check inside a handler, for rules that depend on who is asking (a visitor's contact block). */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const parsed = checkInput(schema, value)
  if (parsed.success) return parsed.output
  const fields = fieldMessages(
    parsed.issues.map((i) => ({ message: i.message, path: i.path?.map((p) => ({ key: p.key as PropertyKey })) })),
  )
  throw new AppError('VALIDATION', Object.values(fields)[0], { fields })
}
