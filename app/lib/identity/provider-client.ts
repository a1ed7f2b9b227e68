import { providerConfig } from './provider-config'
import { ProviderError, providerCode } from './provider-error'

/** What we keep of a provider sign-in: enough to call the API and to refresh the ID token. */
export interface ProviderSession {
  uid: string
  email: string
  displayName: string | null
  photoUrl: string | null
  idToken: string
  refreshToken: string
  /** Epoch milliseconds when idToken expires. */
  expiresAt: number
  provider: 'password' | 'google.com'
}

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

/** What Identity Toolkit and Secure Token answer instead of a result. */
interface Refusal {
  error?: { message?: string; status?: string; details?: { reason?: string }[] }
  errorMessage?: string
  needConfirmation?: boolean
}

async function post<T>(url: string, body: Record<string, unknown> | URLSearchParams): Promise<T> {
  let response: Response
  try {
    response = await fetch(`${url}?key=${encodeURIComponent(providerConfig.apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': body instanceof URLSearchParams ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: body instanceof URLSearchParams ? body : JSON.stringify(body),
    })
  } catch {
    throw new ProviderError('network-request-failed', 0)
  }
  const data = (await response.json().catch(() => null)) as Refusal | null
  if (!response.ok || !data) throw new ProviderError(providerCode(data?.error ?? '') || `HTTP_${response.status}`, response.status)
  // signInWithIdp can refuse inside a 200: an errorMessage, or an account to confirm by another method.
  if (data.errorMessage) throw new ProviderError(providerCode(data.errorMessage))
  if (data.needConfirmation) throw new ProviderError('NEED_CONFIRMATION')
  return data as T
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

export async function refreshIdToken(session: ProviderSession): Promise<ProviderSession> {
  const answer = await post<{ id_token: string; refresh_token: string; expires_in: string }>(
    `${providerConfig.secureToken}/token`,
    new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refreshToken }),
  )
  return {
    ...session,
    idToken: answer.id_token,
    refreshToken: answer.refresh_token,
    expiresAt: Date.now() + Number(answer.expires_in) * 1000,
  }
}
