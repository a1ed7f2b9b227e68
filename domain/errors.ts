import { ERROR_TEXTS } from './texts/errors'

/** The error contract (design.md): every non-2xx answer is `{ error, message, fields?, proposal? }`. */
export const ERROR_STATUS = {
  AUTH_REQUIRED: 401,
  FORBIDDEN: 403,
  DUPLICATE_VOTE: 403,
  EMAIL_NOT_VERIFIED: 403,
  VOTING_DISABLED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  IDENTITY_UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export interface ErrorBody {
  error: ErrorCode
  message: string
  /** Field name → first Spanish message, for VALIDATION. */
  fields?: Record<string, string>
  /** The current proposal, for DUPLICATE_VOTE. */
  proposal?: unknown
}

export function defaultMessage(code: ErrorCode): string {
  return ERROR_TEXTS[code]
}
