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

/** What Identity Toolkit and Secure Token answer instead of a result. */
interface Refusal {
  error?: { message?: string; status?: string; details?: { reason?: string }[] }
  errorMessage?: string
  needConfirmation?: boolean
}

export async function post<T>(url: string, body: Record<string, unknown> | URLSearchParams): Promise<T> {
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

/** The one provider call any page may make: a fresh ID token for the session it keeps. */
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
