import { IDENTITY_TEXTS as T, PROVIDER_ERROR_TEXTS as E } from '@domain/texts'

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

export type ProviderFlow = 'signIn' | 'register' | 'reset' | 'confirmEmail' | 'google' | 'changeEmail'

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

/** Each flow's own wording for a code, before the catalogue shared by all of them. */
const FLOW_TEXTS: Partial<Record<ProviderFlow, Readonly<Record<string, string>>>> = {
  changeEmail: {
    // Here the address that is wrong, taken or not yet confirmed is the new one.
    INVALID_EMAIL: E.INVALID_NEW_EMAIL,
    CREDENTIAL_TOO_OLD_LOGIN_AGAIN: T.changeEmail.loginAgain,
    OPERATION_NOT_ALLOWED: E.EMAIL_CHANGE_NEEDS_VERIFICATION,
  },
  google: {
    'popup-blocked': T.google.popupBlocked,
    'unauthorized-domain': T.google.unauthorizedDomain,
    'popup-closed': T.google.cancelled,
    cancelled: T.google.cancelled,
    'no-user': T.google.noUser,
    'not-configured': T.google.notConfigured,
  },
}

/**
 * The Spanish message for a provider error during one of the identity flows: the flow's own wording,
 * else the catalogue's (every code Firebase documents for the calls we make), else the flow's §8
 * fallback. An unreachable or failing provider (network, 5xx) says so in every flow.
 */
export function providerMessage(flow: ProviderFlow, error: unknown): string {
  const code = error instanceof ProviderError ? error.code : ''
  if (code === 'network-request-failed') return T.common.network
  if (error instanceof ProviderError && error.status >= 500) return T.common.unavailable
  const text = FLOW_TEXTS[flow]?.[code] ?? (Object.hasOwn(E, code) ? E[code] : undefined)
  if (text) return text
  if (flow === 'google') return T.google.other(code || (error instanceof Error ? error.message : String(error)))
  return T[flow].other
}
