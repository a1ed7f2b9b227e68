// The production rehearsal: the production build of the SPA and the Worker in its production
// configuration ([env.production]: local mode off), with identity on origins of their own, as in
// production. Only what cannot be reached from here is stood in for, on other local ports:
//  - Firebase Authentication: the local identity provider, alone on its own origin (a second Worker in
//    the local configuration), whose RS256 tokens the portal checks with its production verifier
//    against the provider's JWKS (REHEARSAL_IDENTITY_ORIGIN, honoured for loopback origins only);
//  - Google's account chooser: scripts/lib/google-stand-in.mjs, on a third origin, with Google's COOP.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startGoogleStandIn } from './google-stand-in.mjs'
import { applyMigrations, buildApp, executeSql, freePort, startWorker } from './local-server.mjs'

/** The Firebase project id both sides of the rehearsal use (the production one is never touched). */
export const REHEARSAL_PROJECT = 'presupuestos-ensayo'

/** @returns {Promise<{ portal: string, identity: string, google: string, makeAdmin: (email: string) => Promise<void>, stop: () => Promise<void> }>} */
export async function startRehearsal({ quiet = true } = {}) {
  const state = mkdtempSync(join(tmpdir(), 'presupuestos-ensayo-'))
  const [identityPort, googlePort, portalPort] = [await freePort(), await freePort(), await freePort()]
  const portalUrl = `http://localhost:${portalPort}`
  const stops = []
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {})
    rmSync(state, { recursive: true, force: true })
  }
  try {
    await applyMigrations({ persistTo: join(state, 'identity') })
    const identity = await startWorker({
      port: identityPort,
      persistTo: join(state, 'identity'),
      vars: { FIREBASE_PROJECT_ID: REHEARSAL_PROJECT },
      quiet,
    })
    stops.push(identity.stop)
    const google = await startGoogleStandIn({ port: googlePort, redirectUris: [`${portalUrl}/auth`] })
    stops.push(google.stop)
    await buildApp({
      quiet,
      outDir: join(state, 'dist'),
      settings: {
        VITE_FIREBASE_API_KEY: 'AIzaEnsayoEnsayoEnsayoEnsayoEnsayo12345',
        VITE_GOOGLE_CLIENT_ID: '123456789012-ensayo.apps.googleusercontent.com',
        VITE_IDENTITY_ORIGIN: identity.url,
        VITE_GOOGLE_AUTH_URL: `${google.url}/o/oauth2/v2/auth`,
      },
    })
    const portalState = join(state, 'portal')
    await applyMigrations({ persistTo: portalState, env: 'production' })
    const portal = await startWorker({
      port: portalPort,
      persistTo: portalState,
      assets: join(state, 'dist'),
      env: 'production',
      vars: { FIREBASE_PROJECT_ID: REHEARSAL_PROJECT, REHEARSAL_IDENTITY_ORIGIN: identity.url },
      quiet,
    })
    stops.push(portal.stop)
    return {
      portal: portal.url,
      identity: identity.url,
      google: google.url,
      // As `npm run admin` does on a real deployment: the first administrator is named in the database.
      makeAdmin: async (email) =>
        void (await executeSql(`UPDATE users SET is_admin = 1 WHERE email = '${email.replace(/'/g, "''")}'`, {
          persistTo: portalState,
          env: 'production',
        })),
      stop,
    }
  } catch (err) {
    await stop()
    throw err
  }
}
