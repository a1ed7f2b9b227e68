import { eq } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { SignJWT } from 'jose'
import { localIdpAccounts, localIdpRefreshTokens } from '@worker/db/schema'
import { issuerFor } from '../verify-token'
import { localSigningKey } from './keys'
import { sha256Hex } from './passwords'

export type Account = typeof localIdpAccounts.$inferSelect
export const TOKEN_SECONDS = 3600

/** An ID token with exactly the claims Firebase puts in one, signed with the local RS256 key. */
export async function mintIdToken(db: D1Database, projectId: string, account: Account, signInProvider: string, authTime: number) {
  const key = await localSigningKey(db)
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({
    name: account.displayName ?? undefined,
    picture: account.photoUrl ?? undefined,
    auth_time: authTime,
    user_id: account.localId,
    email: account.email,
    email_verified: account.emailVerified,
    firebase: {
      identities: {
        ...(account.googleSub ? { 'google.com': [account.googleSub] } : {}),
        email: [account.email],
      },
      sign_in_provider: signInProvider,
    },
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuerFor(projectId))
    .setAudience(projectId)
    .setSubject(account.localId)
    .setIssuedAt(now)
    .setExpirationTime(now + TOKEN_SECONDS)
    .sign(key.privateKey)
}

/** Refresh tokens are random and opaque; only their SHA-256 is stored, with the sign-in time and provider. */
async function newRefreshToken(db: DrizzleD1Database, localId: string, authTime: number, signInProvider: string) {
  const token = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(48)))).replace(
    /[+/=]/g,
    (c) => ({ '+': '-', '/': '_', '=': '' })[c]!,
  )
  await db
    .insert(localIdpRefreshTokens)
    .values({ tokenHash: await sha256Hex(token), localId, signInProvider, createdAt: new Date(authTime * 1000) })
  return token
}

export async function findRefreshToken(db: DrizzleD1Database, token: string) {
  const [row] = await db
    .select()
    .from(localIdpRefreshTokens)
    .where(eq(localIdpRefreshTokens.tokenHash, await sha256Hex(token)))
  return row
}

/** The answer fields every successful sign-in shares. */
export async function session(db: DrizzleD1Database, binding: D1Database, projectId: string, account: Account, provider: string) {
  const now = Math.floor(Date.now() / 1000)
  await db.update(localIdpAccounts).set({ lastLoginAt: new Date() }).where(eq(localIdpAccounts.localId, account.localId))
  return {
    localId: account.localId,
    email: account.email,
    displayName: account.displayName ?? '',
    idToken: await mintIdToken(binding, projectId, account, provider, now),
    refreshToken: await newRefreshToken(db, account.localId, now, provider),
    expiresIn: String(TOKEN_SECONDS),
  }
}
