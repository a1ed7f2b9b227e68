// The provider's account calls, used by the sign-in, registration and account screens (never by a first page).
import { providerConfig } from './provider-config'
import { ProviderError } from './provider-error'
import { post, type ProviderSession } from './provider-session'

interface TokenAnswer {
  localId: string
  email?: string
  displayName?: string
  photoUrl?: string
  idToken: string
  refreshToken: string
  expiresIn: string
  isNewUser?: boolean
}

const accounts = (method: string) => `${providerConfig.identityToolkit}/accounts:${method}`

function toSession(answer: TokenAnswer, provider: ProviderSession['provider']): ProviderSession {
  return {
    uid: answer.localId,
    email: answer.email ?? '',
    displayName: answer.displayName || null,
    photoUrl: answer.photoUrl || null,
    idToken: answer.idToken,
    refreshToken: answer.refreshToken,
    expiresAt: Date.now() + Number(answer.expiresIn) * 1000,
    provider,
  }
}

export async function signUp(email: string, password: string, displayName: string) {
  const answer = await post<TokenAnswer>(accounts('signUp'), { email, password, displayName, returnSecureToken: true })
  return toSession({ ...answer, displayName }, 'password')
}

export async function signInWithPassword(email: string, password: string) {
  return toSession(await post<TokenAnswer>(accounts('signInWithPassword'), { email, password, returnSecureToken: true }), 'password')
}

/** Exchanges a Google ID token (locally: the claims as JSON, as the emulator accepts) for a session. */
export async function signInWithGoogleIdToken(idToken: string) {
  const answer = await post<TokenAnswer & { fullName?: string }>(accounts('signInWithIdp'), {
    postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
    requestUri: location.origin,
    returnSecureToken: true,
    returnIdpCredential: true,
  })
  if (!answer.localId || !answer.idToken) throw new ProviderError('no-user')
  return toSession({ ...answer, displayName: answer.displayName ?? answer.fullName }, 'google.com')
}

export async function sendPasswordReset(email: string) {
  await post(accounts('sendOobCode'), { requestType: 'PASSWORD_RESET', email })
}

/** The confirmation e-mail of a new password account (Firebase sends it only when asked). */
export async function sendEmailVerification(session: ProviderSession) {
  await post(accounts('sendOobCode'), { requestType: 'VERIFY_EMAIL', idToken: session.idToken })
}

/**
 * Asks to change the sign-in e-mail. With e-mail enumeration protection (on in new Firebase projects)
 * the address changes only when the person opens the link sent to the new one.
 */
export async function verifyAndChangeEmail(session: ProviderSession, newEmail: string) {
  await post(accounts('sendOobCode'), { requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken: session.idToken, newEmail })
}
