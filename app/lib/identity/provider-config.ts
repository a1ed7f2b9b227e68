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

// Testing Vite's replaced constant itself (not the copy above) lets the production build drop the local
// branch, so that it holds no local-provider URL (npm run check:deploy).
export const providerConfig = typeof import.meta.env === 'object' && import.meta.env.VITE_FIREBASE_API_KEY ? remote() : local()

function remote() {
  return {
    isLocal: false,
    identityToolkit: `${host('identitytoolkit.googleapis.com')}/v1`,
    secureToken: `${host('securetoken.googleapis.com')}/v1`,
    apiKey: apiKey ?? '',
    googleClientId: (env.VITE_GOOGLE_CLIENT_ID as string | undefined) || undefined,
    googleAuthUrl: (env.VITE_GOOGLE_AUTH_URL as string | undefined) || 'https://accounts.google.com/o/oauth2/v2/auth',
  }
}

function local(): ReturnType<typeof remote> {
  return {
    isLocal: true,
    identityToolkit: `${pageOrigin}/identitytoolkit.googleapis.com/v1`,
    secureToken: `${pageOrigin}/securetoken.googleapis.com/v1`,
    /** The local provider ignores the key, as the Firebase emulator does. */
    apiKey: 'local',
    googleClientId: 'local',
    googleAuthUrl: `${pageOrigin}/__local/google`,
  }
}
