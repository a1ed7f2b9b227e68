import { call } from './fixtures'

/**
 * Test people signed in through the local provider's real REST routes, the way the SPA signs them in.
 * (fixtures.ts `tokenFor` signs a token directly; these go through sign-up and Google sign-in.)
 */
export interface SignedIn {
  idToken: string
  refreshToken: string
  localId: string
  email: string
}

export interface GoogleClaims {
  sub: string
  email: string
  email_verified?: boolean
  name?: string
  picture?: string
}

/** Calls one Identity Toolkit method; a refusal throws with Firebase's error message (e.g. EMAIL_EXISTS). */
async function identityToolkit<T = Record<string, unknown>>(method: string, body: unknown): Promise<T> {
  const res = await call('POST', `/identitytoolkit.googleapis.com/v1/accounts:${method}?key=test`, { json: body })
  const answer = (await res.json()) as T & { error?: { message: string } }
  if (!res.ok) throw new Error(`accounts:${method} answered ${res.status} ${answer.error?.message}`)
  return answer
}

const randomEmail = () => `persona-${crypto.randomUUID().slice(0, 8)}@example.test`

export async function signUp(email = randomEmail(), password = 'clave-de-prueba-1'): Promise<SignedIn> {
  const {
    idToken,
    refreshToken,
    localId,
    email: signedUpEmail,
  } = await identityToolkit<SignedIn>('signUp', { email, password, returnSecureToken: true })
  return { idToken, refreshToken, localId, email: signedUpEmail }
}

/** "Continuar con Google" as the local chooser does it: the provider takes the claims as the id_token. */
export async function signInGoogle(claims: Partial<GoogleClaims> = {}): Promise<SignedIn & { isNewUser: boolean }> {
  const email = claims.email ?? randomEmail()
  const full: GoogleClaims = { sub: `google-${crypto.randomUUID()}`, email, email_verified: true, ...claims }
  const answer = await identityToolkit<SignedIn & { isNewUser: boolean }>('signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(JSON.stringify(full))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  })
  return {
    idToken: answer.idToken,
    refreshToken: answer.refreshToken,
    localId: answer.localId,
    email: answer.email,
    isNewUser: answer.isNewUser,
  }
}

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` })
