import { and, desc, eq, notInArray } from 'drizzle-orm'
import { Hono } from 'hono'
import { PushEndpointSchema, PushSubscriptionSchema } from '@schemas'
import { VALIDATION_TEXTS } from '@copy'
import { saveSettings } from '../db/queries/notices'
import { pushSubscriptions } from '../db/schema'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { currentUser, requireUser } from '../middleware/auth'
import { rateLimit } from '../middleware/rate-limit'
import { isAllowedEndpoint } from '../notices/web-push'
import { validate } from '../validate'

const MAX_DEVICES = 10

/** /api/push: the VAPID key browsers subscribe with, and each device's subscription. */
export const pushRoutes = new Hono<AppEnv>()
  .get('/public-key', (c) => {
    c.header('Cache-Control', 'public, max-age=3600')
    return c.json({ publicKey: c.env.VAPID_PUBLIC_KEY })
  })

  // Subscribing a device is saying yes to push: the setting follows. The endpoint is the device's; if
  // another account had it (a shared browser), it now belongs to whoever subscribed last.
  // At most MAX_DEVICES per account: a new one replaces the oldest (a browser's old endpoints linger
  // until a push service says they are gone).
  .post('/subscriptions', requireUser, rateLimit('LIMIT_PUSH'), validate('json', PushSubscriptionSchema), async (c) => {
    const me = currentUser(c)
    const { endpoint, keys } = c.req.valid('json')
    if (!isAllowedEndpoint(c.env, endpoint)) {
      throw new AppError('VALIDATION', VALIDATION_TEXTS.pushEndpoint, { fields: { endpoint: VALIDATION_TEXTS.pushEndpoint } })
    }
    const db = c.var.db
    const device = { userId: me.id, p256dh: keys.p256dh, auth: keys.auth, createdAt: new Date() }
    const newest = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, me.id))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_DEVICES)
    await db.batch([
      db
        .insert(pushSubscriptions)
        .values({ ...device, endpoint })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: device }),
      db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, me.id), notInArray(pushSubscriptions.id, newest))),
    ])
    const settings = await saveSettings(c.var.db, me, { push: true })
    return c.json({ subscribed: true, settings }, 201)
  })

  .delete('/subscriptions', requireUser, validate('json', PushEndpointSchema), async (c) => {
    const deleted = await c.var.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, c.req.valid('json').endpoint), eq(pushSubscriptions.userId, currentUser(c).id)))
      .returning({ id: pushSubscriptions.id })
    return c.json({ deleted: deleted.length })
  })
