import { api, unwrap } from '../api'
import { queryClient } from '../query-client'
import { startGoogleSignIn, takeGoogleAnswer } from './google-sign-in'
import { myVotesQuery } from './my-votes'
import { ProviderError } from './provider-error'
import * as provider from './provider-client'
import type { ProviderSession } from './provider-session'
import { getSession, setFirstTimeUser, setSession } from './session-store'
import { queryKeys } from '../query-keys'

/**
 * Tells the server about a sign-in (§7 POST /api/auth/email or /google), caches the user it answers
 * under ['user'], and only then makes the session current, so no screen sees a half-signed-in state.
 */
async function completeSignIn(session: ProviderSession, extra: { name?: string; surname?: string; phone?: string } = {}): Promise<void> {
  const json = {
    email: session.email,
    displayName: session.displayName || session.email.split('@')[0],
    photoURL: session.photoUrl,
    uid: session.uid,
    ...extra,
  }
  const options = { headers: { Authorization: `Bearer ${session.idToken}` } }
  const user = await unwrap(
    session.provider === 'google.com' ? api.auth.google.$post({ json }, options) : api.auth.email.$post({ json }, options),
  )
  const { isNewUser: _ignored, ...current } = user
  // The votes come before the session too, so the first screen after sign-in already says 'Votada'.
  const voted = await unwrap(api.user.votes.$get({}, options))
  queryClient.setQueryData(queryKeys.user(), current)
  queryClient.setQueryData(myVotesQuery().queryKey, voted.proposalIds)
  setSession(session)
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  await completeSignIn(await provider.signInWithPassword(email, password))
  setFirstTimeUser(false)
}

export async function register(input: { email: string; password: string; name: string; surname: string; phone: string }) {
  const session = await provider.signUp(input.email, input.password, `${input.name} ${input.surname}`)
  await completeSignIn(session, { name: input.name, surname: input.surname, phone: input.phone })
  setFirstTimeUser(true)
  // Voting needs the address confirmed; a failed send is not a failed registration (the vote button resends).
  await provider.sendEmailVerification(session).catch(() => undefined)
}

/** Leaves for Google's account chooser; the sign-in completes when it sends the person back to /auth. */
export const signInWithGoogle = (returnTo?: string) => startGoogleSignIn(returnTo)

/** The second half of a Google sign-in, on the page the chooser returned to; answers where to go next. */
export async function completeGoogleSignIn(): Promise<string | undefined> {
  const { idToken, returnTo } = takeGoogleAnswer()
  await completeSignIn(await provider.signInWithGoogleIdToken(idToken))
  setFirstTimeUser(false)
  return returnTo
}

export const requestPasswordReset = provider.sendPasswordReset

/** Sends the confirmation e-mail again to the signed-in person; answers the address it went to. */
export async function resendEmailVerification(): Promise<string> {
  const session = getSession()
  if (!session) throw new ProviderError('no-user')
  await provider.sendEmailVerification(session)
  return session.email
}

/**
 * A new sign-in e-mail: the provider mails a link to it and changes the address when it is opened; the
 * profile follows at the next call after that. Answers true when a link was sent.
 */
export async function changeSignInEmail(email: string): Promise<boolean> {
  const session = getSession()
  if (!session || session.email === email) return false
  await provider.verifyAndChangeEmail(session, email)
  return true
}
