/** The identity client's surface for screens: session hook, token, sign-in actions and their messages. */
export { SessionProvider, useSession, type SessionState } from './use-session'
export { currentUserQuery, type CurrentUser } from './current-user'
export { rememberVote, useMyVotes } from './my-votes'
export { currentIdToken as getIdToken, isFirstTimeUser, refreshSessionNow } from './session-store'
export {
  changeSignInEmail,
  completeGoogleSignIn,
  register,
  resendEmailVerification,
  requestPasswordReset,
  signInWithEmail,
  signInWithGoogle,
} from './account-actions'
export { signOut } from './sign-out'
export { ProviderError } from './provider-error'
export { providerMessage, type ProviderFlow } from './provider-messages'
export { hasGoogleAnswer } from './google-sign-in'
