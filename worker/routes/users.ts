import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  CensusCheckSchema,
  NotificationSettingsSchema,
  UnbindSchema,
  ProfileSchema,
  RoleSchema,
  UserLanguageSchema,
  idParam,
} from '@schemas'
import { SERVER_TEXTS } from '@copy'
import { audit } from '../db/queries/audit'
import { followedIds, getSettings, saveSettings } from '../db/queries/notices'
import { listProposals } from '../db/queries/proposals'
import { findUserById, userJson } from '../db/queries/users'
import { blockedIdentities, users, votes } from '../db/schema'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { currentUser, requireAdmin, requireUser } from '../middleware/auth'
import { validate } from '../validate'
import { residence } from '../census/residence'
import { heldVotesOf } from '../census/held-votes'
import { identityHash } from '../db/queries/votes'
import { bindRecord, byAccount, byAddress, byStaff, findPerson, unbindRecord } from '../census/verify'
import { censusLimit, clientAddress, staffCensusLimit } from '../middleware/rate-limit'

async function userOr404(c: { var: AppEnv['Variables'] }, id: number) {
  const row = await findUserById(c.var.db, id)
  if (!row) throw new AppError('NOT_FOUND', SERVER_TEXTS.userNotFound)
  return row
}

/**
 * The signed-in person: GET /api/user, their own proposals ('Mis Propuestas'), what they voted, the
 * proposals they follow and the channels their notices take.
 */
export const currentUserRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => {
    const user = currentUser(c)
    // Whether the sign-in token says the e-mail is confirmed, which a vote needs: the vote button says so before any vote.
    // And how many of the person's votes wait for the verification to count (decision 0065), which 'Mi Perfil' says.
    return c.json({
      ...userJson(user),
      ...(await residence(c.env, user)),
      emailVerified: c.var.identity?.emailVerified === true,
      heldVotes: await heldVotesOf(c.var.db, await identityHash(user.uid)),
    })
  })
  // 'Verificar que estoy empadronado/a': document and birth date against the active census.
  .post('/verification', requireUser, censusLimit, validate('json', CensusCheckSchema), async (c) => {
    const user = currentUser(c)
    const record = await findPerson(c.env, c.req.valid('json'), [byAccount(user.id), byAddress(clientAddress(c))])
    const row = await bindRecord(c.var.db, user, record, null)
    return c.json({ verified: true as const, residentDistrict: record.district, district: row.district })
  })
  // The language chosen in the switcher: the person's notices and e-mails are written in it.
  .put('/language', requireUser, validate('json', UserLanguageSchema), async (c) => {
    const { language } = c.req.valid('json')
    await c.var.db
      .update(users)
      .set({ language })
      .where(eq(users.id, currentUser(c).id))
    return c.json({ language })
  })
  .get('/proposals', requireUser, async (c) => c.json((await listProposals(c.var.db, { userId: currentUser(c).id })).items))
  // Lets every vote button say 'Votada' from the first paint instead of learning it from a refused vote.
  .get('/votes', requireUser, async (c) => {
    const rows = await c.var.db
      .select({ id: votes.proposalId })
      .from(votes)
      .where(eq(votes.userId, currentUser(c).id))
    return c.json({ proposalIds: rows.map((r) => r.id) })
  })
  .get('/follows', requireUser, async (c) => c.json({ proposalIds: await followedIds(c.var.db, currentUser(c).id) }))
  .get('/notification-settings', requireUser, async (c) => c.json(await getSettings(c.var.db, currentUser(c).id)))
  .patch('/notification-settings', requireUser, validate('json', NotificationSettingsSchema), async (c) =>
    c.json(await saveSettings(c.var.db, currentUser(c), c.req.valid('json'))),
  )

/**
 * /api/admin/users: verification at a table, by staff, of a person who is present with their document
 * (counted against the staff account and the document, never the table's address, nor the account's
 * own attempts: a person who mistyped at home is helped at the table), and an
 * administrator's unbinding of a verification, with its reason in the history.
 */
export const adminUserRoutes = new Hono<AppEnv>()
  .post('/:id/verification', requireAdmin, staffCensusLimit, validate('param', idParam), validate('json', CensusCheckSchema), async (c) => {
    const target = await userOr404(c, c.req.valid('param').id)
    const adminId = currentUser(c).id
    const record = await findPerson(c.env, c.req.valid('json'), [byStaff(adminId)])
    await bindRecord(c.var.db, target, record, adminId)
    return c.json({ verified: true as const, residentDistrict: record.district })
  })
  .delete('/:id/verification', requireAdmin, validate('param', idParam), validate('json', UnbindSchema), async (c) => {
    const target = await userOr404(c, c.req.valid('param').id)
    await unbindRecord(c.var.db, target, currentUser(c).id, c.req.valid('json').reason)
    return c.json({ verified: false as const, residentDistrict: null })
  })

/** /api/users: the admin's user management, and each person's own profile update. */
export const userRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => {
    const rows = await c.var.db.select().from(users).orderBy(asc(users.username))
    return c.json(rows.map(userJson))
  })

  .get('/:id/proposals', requireAdmin, validate('param', idParam), async (c) => {
    const user = await userOr404(c, c.req.valid('param').id)
    return c.json((await listProposals(c.var.db, { userId: user.id })).items)
  })

  .patch('/:id/role', requireAdmin, validate('param', idParam), validate('json', RoleSchema), async (c) => {
    const target = await userOr404(c, c.req.valid('param').id)
    const { isAdmin } = c.req.valid('json')
    // Nobody locks themselves out: another admin must take the role away.
    if (target.id === currentUser(c).id && !isAdmin) throw new AppError('FORBIDDEN', SERVER_TEXTS.cannotRevokeSelf)
    const db = c.var.db
    const [[row]] = await db.batch([
      db.update(users).set({ isAdmin }).where(eq(users.id, target.id)).returning(),
      audit(db, {
        adminId: currentUser(c).id,
        action: 'user.role',
        targetType: 'user',
        targetId: target.id,
        before: { isAdmin: target.isAdmin },
        after: { isAdmin },
      }),
    ])
    return c.json(userJson(row))
  })

  .patch('/:id', requireUser, validate('param', idParam), validate('json', ProfileSchema), async (c) => {
    const me = currentUser(c)
    const { id } = c.req.valid('param')
    if (id !== me.id) throw new AppError('FORBIDDEN', SERVER_TEXTS.ownProfileOnly)
    const profile = c.req.valid('json')
    // The e-mail is the sign-in address: it changes at the identity provider first, and the token says so.
    if (profile.email !== (c.var.identity?.email ?? me.email)) {
      throw new AppError('VALIDATION', SERVER_TEXTS.emailMismatch, { fields: { email: SERVER_TEXTS.emailMismatch } })
    }
    const [row] = await c.var.db.update(users).set(profile).where(eq(users.id, me.id)).returning()
    return c.json(userJson(row))
  })

  .delete('/:id', requireAdmin, validate('param', idParam), async (c) => {
    const target = await userOr404(c, c.req.valid('param').id)
    if (target.id === currentUser(c).id) throw new AppError('FORBIDDEN', SERVER_TEXTS.cannotDeleteSelf)
    // Moderation (decision 0043): the identity is blocked, so its next request cannot recreate the row.
    // Their proposals stay, orphaned (user_id → NULL); their vote rows go, the counts they added stay.
    const db = c.var.db
    await db.batch([
      db.delete(users).where(eq(users.id, target.id)),
      db
        .insert(blockedIdentities)
        .values({ uid: target.uid, blockedBy: currentUser(c).id, userId: target.id, username: target.username, email: target.email })
        .onConflictDoNothing(),
      audit(db, {
        adminId: currentUser(c).id,
        action: 'user.delete',
        targetType: 'user',
        targetId: target.id,
        before: { isAdmin: target.isAdmin },
      }),
    ])
    return c.json({ id: target.id, deleted: true })
  })
