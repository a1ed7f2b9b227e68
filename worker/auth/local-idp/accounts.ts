import { eq } from 'drizzle-orm'
import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1'
import { localIdpAccounts } from '@worker/db/schema'
import { hashPassword } from './passwords'

export function findAccountByEmail(db: DrizzleD1Database, email: string) {
  return db.select().from(localIdpAccounts).where(eq(localIdpAccounts.email, email.toLowerCase())).get()
}

export function findAccount(db: DrizzleD1Database, localId: string) {
  return db.select().from(localIdpAccounts).where(eq(localIdpAccounts.localId, localId)).get()
}

export function findAccountByGoogleSub(db: DrizzleD1Database, sub: string) {
  return db.select().from(localIdpAccounts).where(eq(localIdpAccounts.googleSub, sub)).get()
}

/** A Firebase-looking uid: 28 characters of letters and digits. */
export function newLocalId() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  return [...crypto.getRandomValues(new Uint8Array(28))].map((b) => alphabet[b % alphabet.length]).join('')
}

/** Creates an e-mail/password account (also used by the demo-data loader). */
export async function createPasswordAccount(
  binding: D1Database,
  input: { email: string; password: string; displayName?: string; emailVerified?: boolean },
): Promise<{ localId: string }> {
  const db = drizzle(binding)
  const localId = newLocalId()
  await db.insert(localIdpAccounts).values({
    localId,
    email: input.email.toLowerCase(),
    passwordHash: await hashPassword(input.password),
    displayName: input.displayName ?? null,
    provider: 'password',
    emailVerified: input.emailVerified ?? false,
  })
  return { localId }
}
