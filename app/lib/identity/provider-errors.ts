import { IDENTITY_TEXTS as T } from '../../../domain/texts/ui-identity'

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

export type ProviderFlow = 'signIn' | 'register' | 'reset' | 'google' | 'changeEmail'

/**
 * Identity Toolkit answers `{ error: { message: 'CODE : details' } }`; the code is the part before ' : '.
 */
export function providerCode(message: string): string {
  return message.split(' : ')[0].trim()
}

/** The §8 Spanish message for a provider error during one of the sign-in flows. */
export function providerMessage(flow: ProviderFlow, error: unknown): string {
  const code = error instanceof ProviderError ? error.code : ''
  const common = commonMessage(code, error)
  if (common) return common
  switch (flow) {
    case 'signIn':
      if (code === 'INVALID_PASSWORD') return T.signIn.wrongPassword
      if (code === 'EMAIL_NOT_FOUND' || code === 'USER_DISABLED') return T.signIn.userNotFound
      if (code === 'INVALID_EMAIL') return T.signIn.invalidEmail
      // Firebase with e-mail enumeration protection reports both cases as one.
      if (code === 'INVALID_LOGIN_CREDENTIALS') return T.signIn.wrongPassword
      return T.signIn.other
    case 'register':
      if (code === 'EMAIL_EXISTS') return T.register.emailInUse
      if (code === 'WEAK_PASSWORD') return T.register.weakPassword
      if (code === 'INVALID_EMAIL') return T.signIn.invalidEmail
      return T.register.other
    case 'reset':
      if (code === 'EMAIL_NOT_FOUND') return T.reset.userNotFound
      if (code === 'INVALID_EMAIL') return T.reset.invalidEmail
      return T.reset.other
    case 'changeEmail':
      if (code === 'EMAIL_EXISTS') return T.changeEmail.emailInUse
      if (code === 'INVALID_NEW_EMAIL' || code === 'INVALID_EMAIL' || code === 'MISSING_NEW_EMAIL') return T.changeEmail.invalidEmail
      if (code === 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN') return T.changeEmail.loginAgain
      if (code === 'OPERATION_NOT_ALLOWED') return T.changeEmail.notAllowed
      return T.changeEmail.other
    case 'google':
      if (code === 'popup-blocked') return T.google.popupBlocked
      if (code === 'unauthorized-domain') return T.google.unauthorizedDomain
      if (code === 'popup-closed' || code === 'cancelled') return T.google.cancelled
      if (code === 'API_KEY_INVALID' || code.startsWith('API key not valid')) return T.google.invalidApiKey
      if (code === 'no-user') return T.google.noUser
      if (code === 'not-configured') return T.google.notConfigured
      return T.google.other(code || (error instanceof Error ? error.message : String(error)))
  }
}

/** Answers that mean the same in every flow: throttling, outages, a disabled account, an ended session. */
function commonMessage(code: string, error: unknown): string | null {
  if (code === 'TOO_MANY_ATTEMPTS_TRY_LATER') return T.tooManyAttempts
  if (code === 'network-request-failed') return T.common.network
  if (error instanceof ProviderError && error.status >= 500) return T.common.unavailable
  if (code === 'USER_DISABLED') return T.common.userDisabled
  if (['TOKEN_EXPIRED', 'INVALID_ID_TOKEN', 'USER_NOT_FOUND', 'INVALID_REFRESH_TOKEN', 'CREDENTIAL_MISMATCH'].includes(code))
    return T.common.sessionEnded
  if (code === 'QUOTA_EXCEEDED' || code === 'RESET_PASSWORD_EXCEED_LIMIT') return T.common.quotaExceeded
  if (code === 'PASSWORD_LOGIN_DISABLED' || code === 'ADMIN_ONLY_OPERATION') return T.common.operationNotAllowed
  return null
}
