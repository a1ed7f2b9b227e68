import { IDENTITY_TEXTS as T, PROVIDER_ERROR_TEXTS as E } from '@copy'
import { ProviderError } from './provider-error'

export type ProviderFlow = 'signIn' | 'register' | 'reset' | 'confirmEmail' | 'google' | 'changeEmail'

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
