import { and, eq, or } from 'drizzle-orm'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { CookiePreferencesSchema, idParam } from '@schemas'
import { SERVER_TEXTS } from '@copy'
import { cookieConsent } from '../db/schema'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { loadUser } from '../middleware/auth'
import { rateLimit } from '../middleware/rate-limit'
import { validate } from '../validate'

const SESSION_COOKIE = 'pp_session'
const SESSION = /^[0-9a-f-]{36}$/

/** The browser's consent session: an httpOnly cookie the page's scripts never see. */
function sessionId(c: Context<AppEnv>, create: boolean): string | null {
  const current = getCookie(c, SESSION_COOKIE)
  if (current && SESSION.test(current)) return current
  if (!create) return null
  const id = crypto.randomUUID()
  setCookie(c, SESSION_COOKIE, id, {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
    sameSite: 'Lax',
    path: '/api/cookie-consent',
    maxAge: 365 * 24 * 3600,
  })
  return id
}

type ConsentRow = typeof cookieConsent.$inferSelect
const consentJson = (r: ConsentRow) => ({
  id: r.id,
  preferences: { necessary: true, functional: r.functional, analytics: r.analytics, marketing: r.marketing },
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
})

/** The record of this browser session, or of the signed-in person from another session. */
const ownRecord = (c: Context<AppEnv>, session: string | null) => {
  const mine = [
    session ? eq(cookieConsent.sessionId, session) : undefined,
    c.var.user ? eq(cookieConsent.userId, c.var.user.id) : undefined,
  ].filter((x) => x !== undefined)
  return mine.length ? or(...mine) : undefined
}

export const cookieConsentRoutes = new Hono<AppEnv>()
  .get('/', loadUser, async (c) => {
    const where = ownRecord(c, sessionId(c, false))
    const row = where ? await c.var.db.query.cookieConsent.findFirst({ where }) : undefined
    return c.json(row ? consentJson(row) : null)
  })

  .post('/', loadUser, rateLimit('LIMIT_CONSENT'), validate('json', CookiePreferencesSchema), async (c) => {
    const session = sessionId(c, true)!
    const { preferences } = c.req.valid('json')
    const values = { ...preferences, necessary: true, sessionId: session, userId: c.var.user?.id ?? null, updatedAt: new Date() }
    // One record per session: posting again updates it rather than piling up rows.
    const [row] = await c.var.db
      .insert(cookieConsent)
      .values(values)
      .onConflictDoUpdate({ target: cookieConsent.sessionId, set: values })
      .returning()
    return c.json(consentJson(row), 201)
  })

  .put('/:id', loadUser, rateLimit('LIMIT_CONSENT'), validate('param', idParam), validate('json', CookiePreferencesSchema), async (c) => {
    const where = ownRecord(c, sessionId(c, false))
    const { id } = c.req.valid('param')
    const { preferences } = c.req.valid('json')
    // Only one's own record: another session's id is simply not found.
    const [row] = where
      ? await c.var.db
          .update(cookieConsent)
          .set({ ...preferences, necessary: true, updatedAt: new Date() })
          .where(and(eq(cookieConsent.id, id), where))
          .returning()
      : []
    if (!row) throw new AppError('NOT_FOUND', SERVER_TEXTS.consentNotFound)
    return c.json(consentJson(row))
  })
