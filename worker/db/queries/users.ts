import { and, eq, like, or } from 'drizzle-orm'
import { type Db, isUniqueViolation } from '../client'
import type { Identity } from '@worker/env'
import { SERVER_TEXTS } from '@copy'
import { AppError } from '@worker/errors'
import { blockedIdentities, users, type UserRow } from '../schema'

export function findUserByUid(db: Db, uid: string) {
  return db.query.users.findFirst({ where: eq(users.uid, uid) })
}

export function findUserById(db: Db, id: number) {
  return db.query.users.findFirst({ where: eq(users.id, id) })
}

/** A readable, unique username from the e-mail's local part: 'ana.lopez', then 'ana.lopez-2', ... */
async function freeUsername(db: Db, email: string | null, uid: string): Promise<string> {
  const base =
    (email?.split('@')[0] ?? '')
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 40) || `vecino-${uid.slice(0, 8).toLowerCase()}`
  const padded = base.length >= 3 ? base : `${base}-usuario`
  const taken = new Set(
    (
      await db
        .select({ u: users.username })
        .from(users)
        .where(or(eq(users.username, padded), like(users.username, `${padded}-%`)))
    ).map((r) => r.u),
  )
  if (!taken.has(padded)) return padded
  for (let n = 2; ; n++) if (!taken.has(`${padded}-${n}`)) return `${padded}-${n}`
}

/**
 * The row of a verified identity, created on first sight, unless moderation removed that identity. The e-mail and provider always come from the
 * token, never from anything the client sends.
 */
export async function ensureUser(
  db: Db,
  identity: Identity,
  fill: Partial<Pick<UserRow, 'name' | 'surname' | 'phone'>> = {},
): Promise<UserRow> {
  const existing = await findUserByUid(db, identity.uid)
  // A sign-in address changed at the provider follows into the profile, and so does its confirmation:
  // notice e-mails go only to a confirmed address.
  const email = identity.email ?? existing?.email ?? ''
  if (existing && (email !== existing.email || identity.emailVerified !== existing.emailVerified)) {
    const [row] = await db.update(users).set({ email, emailVerified: identity.emailVerified }).where(eq(users.id, existing.id)).returning()
    return row
  }
  if (existing) return existing
  const block = await db.query.blockedIdentities.findFirst({ where: eq(blockedIdentities.uid, identity.uid) })
  if (block) {
    // An erasure refuses every session open when it was made (a refreshed token keeps its sign-in's
    // auth_time), so a still-valid token cannot make the account again; signing in afresh afterwards
    // is the person coming back, as a new account, and the erased block has done its work (decision 0057).
    const signedInAfresh = block.erased && identity.authTime * 1000 > block.createdAt.getTime()
    if (!signedInAfresh) throw new AppError('FORBIDDEN', block.erased ? SERVER_TEXTS.accountErased : SERVER_TEXTS.accountBlocked)
    await db.delete(blockedIdentities).where(and(eq(blockedIdentities.uid, identity.uid), eq(blockedIdentities.erased, true)))
  }
  const [given, ...rest] = (identity.name ?? '').trim().split(/\s+/)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const [row] = await db
        .insert(users)
        .values({
          uid: identity.uid,
          username: await freeUsername(db, identity.email, identity.uid),
          email: identity.email ?? '',
          name: fill.name ?? given ?? '',
          surname: fill.surname ?? rest.join(' '),
          phone: fill.phone ?? '',
          authProvider: identity.provider,
          emailVerified: identity.emailVerified,
        })
        .returning()
      return row
    } catch (err) {
      // A parallel first request created the row, or took the username: read it or try another name.
      if (!isUniqueViolation(err)) throw err
      const raced = await findUserByUid(db, identity.uid)
      if (raced) return raced
    }
  }
  throw new Error('could not create user row')
}

/** What a person may see of their own account (and an admin of anybody's). */
export function userJson(u: UserRow) {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    name: u.name,
    surname: u.surname,
    phone: u.phone,
    address: u.address,
    district: u.district,
    entity: u.entity,
    authProvider: u.authProvider,
    isAdmin: u.isAdmin,
    createdAt: u.createdAt.toISOString(),
    /** Bound to a census record (GET /api/user also checks that the record is in the active census). */
    verified: u.censusRecord !== null,
  }
}
