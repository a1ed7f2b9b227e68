import { providerConfig } from './provider-config'
import { ProviderError } from './provider-error'

/**
 * Google sign-in by a full-page redirect (OpenID Connect implicit flow, `response_type=id_token`), never
 * a popup: nothing depends on `window.opener`, which Google's cross-origin chooser severs (its pages send
 * Cross-Origin-Opener-Policy), and installed PWAs handle popups badly anyway. The state and the nonce
 * live in sessionStorage for one trip: the answer must carry the same state, its ID token the same
 * nonce, and a replayed answer finds nothing to match. See docs/decisions/0008-identity-client.md.
 */
const PENDING_KEY = 'googleSignIn'

interface Pending {
  state: string
  nonce: string
  /** The page to go back to after signing in (a path of this site), if any. */
  returnTo?: string
}

/** Where Google (locally: the Worker's chooser) sends the person back, with the answer in the fragment. */
const redirectUri = () => `${location.origin}/auth`

/** Leaves for the account chooser; the page unloads, so the promise never settles. */
export function startGoogleSignIn(returnTo?: string): Promise<never> {
  if (!providerConfig.googleAuthUrl || !providerConfig.googleClientId) return Promise.reject(new ProviderError('not-configured'))
  const pending: Pending = { state: crypto.randomUUID(), nonce: crypto.randomUUID(), returnTo }
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending))
  const url = new URL(providerConfig.googleAuthUrl)
  url.search = new URLSearchParams({
    client_id: providerConfig.googleClientId,
    response_type: 'id_token',
    scope: 'openid email profile',
    redirect_uri: redirectUri(),
    // §7: always let the person choose the account.
    prompt: 'select_account',
    state: pending.state,
    nonce: pending.nonce,
  }).toString()
  location.assign(url.href)
  return new Promise<never>(() => {})
}

/** True when this page load is the chooser's answer (the fragment carries it). */
export function hasGoogleAnswer(): boolean {
  const answer = new URLSearchParams(location.hash.slice(1))
  return answer.has('state') && (answer.has('id_token') || answer.has('error'))
}

/**
 * Reads the chooser's answer once: removes it from the address bar, checks the state and the ID token's
 * nonce against the pending sign-in, and answers the ID token with where to go next.
 */
export function takeGoogleAnswer(): { idToken: string; returnTo?: string } {
  const answer = new URLSearchParams(location.hash.slice(1))
  history.replaceState(history.state, '', location.pathname + location.search)
  const raw = sessionStorage.getItem(PENDING_KEY)
  sessionStorage.removeItem(PENDING_KEY)
  const pending = raw ? (JSON.parse(raw) as Pending) : null
  if (!pending || answer.get('state') !== pending.state) throw new ProviderError('invalid-state')
  const error = answer.get('error')
  if (error) throw new ProviderError(error === 'access_denied' ? 'popup-closed' : error)
  const idToken = answer.get('id_token') ?? ''
  if (tokenNonce(idToken) !== pending.nonce) throw new ProviderError('invalid-nonce')
  return { idToken, returnTo: pending.returnTo }
}

/** The nonce claim of a Google ID token (a JWT), or of the local chooser's unsigned JSON claims. */
function tokenNonce(idToken: string): string | undefined {
  try {
    const json = idToken.startsWith('{') ? idToken : atob(idToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))
    const nonce = (JSON.parse(json) as { nonce?: unknown }).nonce
    return typeof nonce === 'string' ? nonce : undefined
  } catch {
    return undefined
  }
}
