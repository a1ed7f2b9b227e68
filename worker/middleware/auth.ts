import { createMiddleware } from 'hono/factory'
import { SERVER_TEXTS } from '../../domain/texts'
import { localKeySet } from '../auth/local-idp/keys'
import { firebaseKeySet, verifyIdToken } from '../auth/verify-token'
import { ensureUser } from '../db/queries/users'
import { isLocalMode, type AppEnv } from '../env'
import { AppError } from '../errors'

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
    // Local runs trust only the local provider's key; production only Google's published keys.
    const keys = isLocalMode(c.env) ? await localKeySet(c.env.DB) : firebaseKeySet()
    const identity = await verifyIdToken(token, c.env.FIREBASE_PROJECT_ID, keys)
    if (!identity) throw new AppError('AUTH_REQUIRED', SERVER_TEXTS.invalidToken)
    c.set('identity', identity)
  }
  await next()
})

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
