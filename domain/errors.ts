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
  INVALID_DOCUMENT: 400,
  NOT_IN_CENSUS: 404,
  CENSUS_RECORD_TAKEN: 409,
  TOO_YOUNG: 403,
  TOO_MANY_ATTEMPTS: 429,
  RESIDENCE_REQUIRED: 403,
  OTHER_DISTRICT: 403,
  INTERNAL: 500,
  IDENTITY_UNAVAILABLE: 503,
  CENSUS_UNAVAILABLE: 503,
  SELECTION_TOO_LARGE: 422,
  TABLE_CODE_INVALID: 404,
  TABLE_CLOSED: 410,
  TABLE_REVOKED: 403,
  TABLE_OUTSIDE_SUPPORT: 422,
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
