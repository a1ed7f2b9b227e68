import { pageOrigin } from '../origin'

/**
 * Where the identity provider lives, fixed at build time. Production builds (npm run deploy, from
 * wrangler.toml [env.production] vars) set VITE_FIREBASE_API_KEY and VITE_GOOGLE_CLIENT_ID and talk to
 * Firebase and Google; without them the SPA talks to the local provider the Worker serves at the same
 * paths on its own origin (wrangler.toml LOCAL_MODE), and to its local Google chooser. The production
 * rehearsal (npm run start:rehearsal) also sets VITE_IDENTITY_ORIGIN and VITE_GOOGLE_AUTH_URL: identity
 * and Google on origins of their own, as in production.
 */
// The Worker also loads this module when it renders pages, without Vite and so without import.meta.env;
// it never signs anybody in there.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {}
const apiKey: string | undefined = env.VITE_FIREBASE_API_KEY || undefined
const identityOrigin: string | undefined = env.VITE_IDENTITY_ORIGIN || undefined

/** Firebase's hosts, or an emulator-style origin that serves both APIs under their host names as paths. */
const host = (name: string) => (identityOrigin ? `${identityOrigin}/${name}` : `https://${name}`)

export const providerConfig = {
  isLocal: !apiKey,
  identityToolkit: apiKey ? `${host('identitytoolkit.googleapis.com')}/v1` : `${pageOrigin}/identitytoolkit.googleapis.com/v1`,
  secureToken: apiKey ? `${host('securetoken.googleapis.com')}/v1` : `${pageOrigin}/securetoken.googleapis.com/v1`,
  /** The local provider ignores the key, as the Firebase emulator does. */
  apiKey: apiKey ?? 'local',
  googleClientId: apiKey ? (env.VITE_GOOGLE_CLIENT_ID as string | undefined) || undefined : 'local',
  googleAuthUrl: apiKey ? env.VITE_GOOGLE_AUTH_URL || 'https://accounts.google.com/o/oauth2/v2/auth' : `${pageOrigin}/__local/google`,
}
