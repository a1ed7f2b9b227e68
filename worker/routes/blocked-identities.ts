import { desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { Hono } from 'hono'
import { UnblockSchema } from '@schemas'
import { SERVER_TEXTS } from '@copy'
import type { AuditAction, AuditTarget } from '@domain/audit'
import { auditLog, blockedIdentities, nowMs, users } from '../db/schema'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { currentUser, requireAdmin } from '../middleware/auth'
import { validate } from '../validate'

const blocker = alias(users, 'blocker')

/**
 * /api/admin/blocked-identities: the sign-in identities that moderation removed (decision 0043), and
 * taking a block back. Unblocked, the identity signs in again as a new account: the old one is gone.
 */
export const blockedIdentityRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => {
    const rows = await c.var.db
      .select({
        uid: blockedIdentities.uid,
        userId: blockedIdentities.userId,
        username: blockedIdentities.username,
        email: blockedIdentities.email,
        blockedAt: blockedIdentities.createdAt,
        blockedBy: blocker.username,
      })
      .from(blockedIdentities)
      .leftJoin(blocker, eq(blocker.id, blockedIdentities.blockedBy))
      // An erasure's block is no moderation: it lapses by itself when the person signs in afresh (decision 0057).
      .where(eq(blockedIdentities.erased, false))
      .orderBy(desc(blockedIdentities.createdAt))
    return c.json(rows.map((r) => ({ ...r, blockedAt: r.blockedAt.toISOString() })))
  })

  .delete('/', validate('json', UnblockSchema), async (c) => {
    const { uid } = c.req.valid('json')
    const db = c.var.db
    const found = await db.query.blockedIdentities.findFirst({ where: eq(blockedIdentities.uid, uid) })
    if (!found) throw new AppError('NOT_FOUND', SERVER_TEXTS.blockNotFound)
    const before = JSON.stringify({ blocked: true, username: found.username })
    const after = JSON.stringify({ blocked: false })
    // The history row (every column of audit_log in order) is written only if this request took the
    // block away: two officers pressing at once end with one entry.
    const [gone] = await db.batch([
      db.delete(blockedIdentities).where(eq(blockedIdentities.uid, uid)).returning({ uid: blockedIdentities.uid }),
      db
        .insert(auditLog)
        .select(
          sql`SELECT NULL, ${nowMs}, ${currentUser(c).id}, ${'user.unblock' satisfies AuditAction}, ${'user' satisfies AuditTarget}, ${found.userId}, ${before}, ${after}, NULL WHERE changes() = 1`,
        ),
    ])
    if (!gone.length) throw new AppError('NOT_FOUND', SERVER_TEXTS.blockNotFound)
    return c.json({ uid, unblocked: true as const })
  })
