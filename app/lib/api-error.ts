import type { ErrorBody } from '@domain/errors'
import { SHELL_TEXTS } from '@copy'

const T = SHELL_TEXTS.request

/** A refused request, as the screens need it: HTTP status, the contract's code, a Spanish message. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string | undefined
  readonly fields: Record<string, string> | undefined
  /** The current proposal the Worker sends with DUPLICATE_VOTE. */
  readonly proposal: unknown
  constructor(status: number, message: string, body?: Partial<ErrorBody>) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = body?.error
    this.fields = body?.fields
    this.proposal = body?.proposal
  }
}

/** Visible text of an HTML error page (a proxy or platform page, not our JSON), kept short for a toast. */
function htmlText(html: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]
  const text = (title ?? html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim()
  return text.length > 120 ? `${text.slice(0, 117)}...` : text
}

/**
 * Turns a fetch Response into its JSON, or throws an ApiError with the §8 request-helper texts:
 * our error contract's message when the body follows it, 'Error del servidor ({status}): ...' for an
 * HTML page, 'Error al procesar la respuesta del servidor' for a body that is not JSON, and
 * 'Error en la petición' when a JSON error carries no message.
 */
export async function readResponse<T>(response: Response): Promise<T> {
  const raw = await response.text()
  const type = response.headers.get('content-type') ?? ''
  if (!response.ok && (type.includes('text/html') || /^\s*<(!doctype|html)/i.test(raw))) {
    throw new ApiError(response.status, T.serverError(response.status, htmlText(raw) || response.statusText))
  }
  let body: unknown
  try {
    body = raw === '' ? null : JSON.parse(raw)
  } catch {
    throw new ApiError(response.status, T.unparsable)
  }
  if (response.ok) return body as T
  const error = (body && typeof body === 'object' ? body : {}) as Partial<ErrorBody>
  throw new ApiError(response.status, typeof error.message === 'string' && error.message ? error.message : T.fallback, error)
}

/** The message to show for any failure, with the caller's §8 fallback for what is not an ApiError. */
export function errorMessage(error: unknown, fallback: string = T.fallback): string {
  return error instanceof ApiError ? error.message : fallback
}
