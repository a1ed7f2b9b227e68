import { createMiddleware } from 'hono/factory'
import { SERVER_TEXTS } from '@copy'
import { localKeySet } from '../auth/local-idp/keys'
import { IdentityUnavailable, remoteKeySet, verifyIdToken } from '../auth/verify-token'
import { ensureUser } from '../db/queries/users'
import { isLocalRequest, isLoopbackHost, type AppEnv, type Bindings } from '../env'
import { AppError } from '../errors'
import { settingProblem } from '../settings'

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/

/**
 * Reads an optional Bearer ID token. A request without one is a visitor's; a request with a token that
 * does not verify is refused (401) rather than silently treated as a visitor's.
 */
export const identify = createMiddleware<AppEnv>(async (c, next) => {
  c.set('identity', null)
  c.set('user', null)
  const header = c.req.header('authorization')
  if (header !== undefined) {
    const token = BEARER.exec(header)?.[1]
    if (!token || token.length > 8192) throw new AppError('AUTH_REQUIRED', SERVER_TEXTS.invalidToken)
    const local = isLocalRequest(c.env, c.req.url)
    const problem = local ? null : settingProblem('FIREBASE_PROJECT_ID', c.env.FIREBASE_PROJECT_ID)
    if (problem) {
      console.error(
        `FIREBASE_PROJECT_ID ${problem}: every signed-in call answers 503 until it is set in wrangler.toml [env.production] vars`,
      )
      throw new AppError('IDENTITY_UNAVAILABLE')
    }
    const keys = local ? await localKeySet(c.env.DB) : remoteKeySet(rehearsalJwksUrl(c.env))
    let identity: Awaited<ReturnType<typeof verifyIdToken>>
    try {
      identity = await verifyIdToken(token, c.env.FIREBASE_PROJECT_ID, keys)
    } catch (err) {
      if (!(err instanceof IdentityUnavailable)) throw err
      console.error('identity keys unavailable', err.message, err.cause)
      throw new AppError('IDENTITY_UNAVAILABLE')
    }
    if (!identity) throw new AppError('AUTH_REQUIRED', SERVER_TEXTS.invalidToken)
    c.set('identity', identity)
  }
  await next()
})

/**
 * Local requests trust only the local provider's key; everything else Google's published keys, except in
 * the production rehearsal (npm run start:rehearsal), whose identity service publishes its keys on
 * another loopback origin. A non-loopback REHEARSAL_IDENTITY_ORIGIN is ignored, so no deployed
 * configuration can point the verifier anywhere but Google.
 */
function rehearsalJwksUrl(env: Bindings): string | undefined {
  const origin = env.REHEARSAL_IDENTITY_ORIGIN
  if (!origin || !URL.canParse(origin)) return undefined
  const url = new URL('/__local/jwks.json', origin)
  return isLoopbackHost(url.hostname) ? url.href : undefined
}

/** Loads the signed-in person's row (creating it on their first call) when a token came. */
export const loadUser = createMiddleware<AppEnv>(async (c, next) => {
  const identity = c.var.identity
  if (identity) c.set('user', await ensureUser(c.var.db, identity))
  await next()
})

/** A verified token is needed, but its row may not exist yet (the sign-in notices create it). */
export const requireIdentity = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.identity) throw new AppError('AUTH_REQUIRED')
  await next()
})

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.identity) throw new AppError('AUTH_REQUIRED')
  if (!c.var.user) c.set('user', await ensureUser(c.var.db, c.var.identity))
  await next()
})

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.identity) throw new AppError('AUTH_REQUIRED', SERVER_TEXTS.signInAsAdmin)
  const user = c.var.user ?? (await ensureUser(c.var.db, c.var.identity))
  c.set('user', user)
  if (!user.isAdmin) throw new AppError('FORBIDDEN', SERVER_TEXTS.adminOnly)
  await next()
})

/** The signed-in user inside a handler behind requireUser/requireAdmin. */
export function currentUser(c: { var: AppEnv['Variables'] }) {
  const user = c.var.user
  if (!user) throw new AppError('AUTH_REQUIRED')
  return user
}
