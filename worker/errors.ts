import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@domain/errors'
import { defaultMessage } from '@copy/errors'
import { SERVER_TEXTS } from '@copy'

/** A refusal the Worker means to give: becomes `{ error, message, ... }` with the code's status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: Pick<ErrorBody, 'fields' | 'proposal'> = {},
  ) {
    super(message ?? defaultMessage(code))
  }
}

export function errorJson(c: Context, code: ErrorCode, message?: string, extra: Partial<ErrorBody> = {}) {
  const body: ErrorBody = { error: code, message: message ?? defaultMessage(code), ...extra }
  return c.json(body, ERROR_STATUS[code] as ContentfulStatusCode)
}

/** The one place where every failure becomes the error contract; internals never leave the Worker. */
export function onError(err: Error, c: Context) {
  if (err instanceof AppError) return errorJson(c, err.code, err.message, err.extra)
  if (err instanceof HTTPException) {
    const status = err.status
    if (status === 413) return errorJson(c, 'PAYLOAD_TOO_LARGE')
    if (status === 415) return errorJson(c, 'UNSUPPORTED_MEDIA_TYPE', SERVER_TEXTS.wrongContentType)
    if (status === 401) return errorJson(c, 'AUTH_REQUIRED', SERVER_TEXTS.invalidToken)
    if (status === 400) {
      // Hono's body parsers say "Malformed JSON" or "Malformed FormData"; both are the sender's fault.
      const text = err.message.toLowerCase()
      if (text.includes('content-type')) return errorJson(c, 'VALIDATION', SERVER_TEXTS.wrongContentType)
      return errorJson(c, 'VALIDATION', text.includes('json') ? SERVER_TEXTS.malformedJson : SERVER_TEXTS.malformedForm)
    }
  }
  console.error(`unhandled error ${c.req.method} ${c.req.path}: ${describeError(err)}`)
  return errorJson(c, 'INTERNAL')
}

/**
 * What a log may say about a failure: each error's name and message down its cause chain, never the
 * values it carried. drizzle's query errors hold the bound parameters (a profile's e-mail, name and
 * phone) in `params` and repeat them in their message; of those only the SQL text, with its
 * placeholders, is kept.
 */
export function describeError(err: unknown, depth = 0): string {
  if (!(err instanceof Error)) return typeof err === 'string' ? err.split('\n')[0] : typeof err
  const message = 'params' in err && 'query' in err ? `failed query: ${String(err.query)}` : err.message.split('\nparams:')[0]
  const cause = err.cause !== undefined && depth < 3 ? ` ← ${describeError(err.cause, depth + 1)}` : ''
  return `${err.name}: ${message}${cause}`
}
