/** A refusal from the identity provider, with its code ('EMAIL_NOT_FOUND', 'popup-blocked', ...). */
export class ProviderError extends Error {
  readonly code: string
  /** The provider's HTTP status; 0 when it could not be reached. */
  readonly status: number
  constructor(code: string, status = 400) {
    super(code)
    this.name = 'ProviderError'
    this.code = code
    this.status = status
  }

  /** The provider refused (a 4xx), as opposed to being unreachable or failing (network, 5xx). */
  get isRefusal(): boolean {
    return this.status >= 400 && this.status < 500
  }
}

const CODE = /^[A-Z][A-Z0-9_]*$/

/**
 * The code of an Identity Toolkit or Secure Token refusal, `{ error: { message, status, details } }`.
 * Firebase's message is the code, often followed by details ('WEAK_PASSWORD : Password should be at
 * least 6 characters', 'PASSWORD_DOES_NOT_MEET_REQUIREMENTS:Missing password requirements: [...]');
 * Google's own API errors ('API key not valid. Please pass a valid API key.') carry it as the reason
 * of their details, or else as their status.
 */
export function providerCode(error: { message?: string; status?: string; details?: { reason?: string }[] } | string): string {
  const { message = '', status, details } = typeof error === 'string' ? { message: error } : error
  const head = message.split(':')[0].trim()
  if (CODE.test(head)) return head
  const reason = details?.find((d) => d.reason && CODE.test(d.reason))?.reason
  return reason ?? (status && CODE.test(status) ? status : message)
}
