import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type * as v from 'valibot'
import { AuthNotifySchema } from '@schemas'
import { SERVER_TEXTS } from '@copy'
import { ensureUser, findUserByUid, userJson } from '../db/queries/users'
import { users } from '../db/schema'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { requireIdentity } from '../middleware/auth'
import { signInLimit } from '../middleware/rate-limit'
import { validate } from '../validate'

type Notice = v.InferOutput<typeof AuthNotifySchema>

/**
 * The SPA tells the server about each sign-in (§7). Who signed in, their e-mail and provider come from
 * the verified token; the body only fills in profile fields the token cannot carry (registration's
 * name, surname and phone), and only for the account the token belongs to.
 */
async function recordSignIn(c: { var: AppEnv['Variables'] }, notice: Notice) {
  const identity = c.var.identity
  if (!identity) throw new AppError('AUTH_REQUIRED')
  if (!identity.email) throw new AppError('VALIDATION', SERVER_TEXTS.tokenEmailMissing)
  if (notice.uid && notice.uid !== identity.uid) throw new AppError('FORBIDDEN', SERVER_TEXTS.invalidToken)
  const isNewUser = !(await findUserByUid(c.var.db, identity.uid))
  const [given, ...rest] = (notice.displayName ?? identity.name ?? '').trim().split(/\s+/)
  const fill = { name: notice.name ?? given, surname: notice.surname ?? rest.join(' '), phone: notice.phone }
  const user = await ensureUser(c.var.db, identity, fill)
  const [row] = await c.var.db
    .update(users)
    .set({
      email: identity.email,
      authProvider: identity.provider,
      // Registration data the person just typed wins; otherwise keep what the profile already says.
      ...(notice.name ? { name: notice.name } : {}),
      ...(notice.surname ? { surname: notice.surname } : {}),
      ...(notice.phone ? { phone: notice.phone } : {}),
    })
    .where(eq(users.id, user.id))
    .returning()
  return { ...userJson(row), isNewUser }
}

export const authRoutes = new Hono<AppEnv>()
  .post('/google', requireIdentity, signInLimit, validate('json', AuthNotifySchema), async (c) =>
    c.json(await recordSignIn(c, c.req.valid('json'))),
  )
  .post('/email', requireIdentity, signInLimit, validate('json', AuthNotifySchema), async (c) =>
    c.json(await recordSignIn(c, c.req.valid('json'))),
  )
