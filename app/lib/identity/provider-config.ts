/**
 * Where the identity provider's REST API lives. Production builds set VITE_FIREBASE_API_KEY (and, for
 * Google sign-in, VITE_GOOGLE_CLIENT_ID) and talk to Firebase; without them the SPA talks to the local
 * provider the Worker serves at the same paths on its own origin (wrangler.toml LOCAL_MODE).
 */
const apiKey: string | undefined = import.meta.env.VITE_FIREBASE_API_KEY || undefined

export const providerConfig = {
  isLocal: !apiKey,
  identityToolkit: apiKey ? 'https://identitytoolkit.googleapis.com/v1' : `${location.origin}/identitytoolkit.googleapis.com/v1`,
  secureToken: apiKey ? 'https://securetoken.googleapis.com/v1' : `${location.origin}/securetoken.googleapis.com/v1`,
  /** The local provider ignores the key, as the Firebase emulator does. */
  apiKey: apiKey ?? 'local',
  googleClientId: (import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined) || undefined,
}
