import { expect } from 'vitest'
import type { AccountsAnswer, AccountsMethod, IdpRefusal } from '../auth/local-idp/routes'
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

const accounts = (method: AccountsMethod, body: unknown) =>
  call('POST', `/identitytoolkit.googleapis.com/v1/accounts:${method}?key=test`, { json: body })

/**
 * Calls one Identity Toolkit method the provider must accept: its answer, typed by the provider's own
 * handler; a refusal throws with Firebase's error message (e.g. EMAIL_EXISTS).
 */
export async function identityToolkit<M extends AccountsMethod>(method: M, body: unknown): Promise<AccountsAnswer<M>> {
  const res = await accounts(method, body)
  if (res.status !== 200) throw new Error(`accounts:${method} answered ${res.status} ${await res.text()}`)
  return res.json<AccountsAnswer<M>>()
}

/** Calls one Identity Toolkit method the provider must refuse: Firebase's error block. */
export const identityToolkitRefusal = async (method: AccountsMethod, body: unknown) => refusalOf(await accounts(method, body))

/** A refusal of the local provider (Identity Toolkit or Secure Token): Firebase's error block, its code the HTTP status. */
export async function refusalOf(res: Response): Promise<IdpRefusal['error']> {
  const { error } = await res.json<IdpRefusal>()
  expect(res.status, error.message).toBe(error.code)
  return error
}

const randomEmail = () => `persona-${crypto.randomUUID().slice(0, 8)}@example.test`

export async function signUp(email = randomEmail(), password = 'clave-de-prueba-1'): Promise<SignedIn> {
  const {
    idToken,
    refreshToken,
    localId,
    email: signedUpEmail,
  } = await identityToolkit('signUp', { email, password, returnSecureToken: true })
  return { idToken, refreshToken, localId, email: signedUpEmail }
}

/** "Continuar con Google" as the local chooser does it: the provider takes the claims as the id_token. */
export async function signInGoogle(claims: Partial<GoogleClaims> = {}): Promise<SignedIn & { isNewUser: boolean }> {
  const email = claims.email ?? randomEmail()
  const full: GoogleClaims = { sub: `google-${crypto.randomUUID()}`, email, email_verified: true, ...claims }
  const answer = await identityToolkit('signInWithIdp', {
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
