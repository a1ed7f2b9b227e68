import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { censusIdentities, voteReceipts, votes, type UserRow } from '../schema'

/** The SHA-256 of a sign-in identity's uid: what a vote receipt keeps after the account is gone. */
export async function identityHash(uid: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(uid))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Who votes, for the receipts: the census record of an identity that was ever verified (kept when its
 * account goes, so a new account of the same person finds its votes already cast), else the identity.
 */
async function voterHash(db: Db, uid: string): Promise<string> {
  const uidHash = await identityHash(uid)
  const known = await db.query.censusIdentities.findFirst({ where: eq(censusIdentities.uidHash, uidHash) })
  return known?.record ?? uidHash
}

/**
 * The two rows of one vote, for a D1 batch with the counter update: the person's vote and the
 * person's receipt. Either UNIQUE key failing (the same row, or the same person under a new row
 * after a deletion) rolls the whole batch back.
 */
export async function voteRows(db: Db, user: Pick<UserRow, 'id' | 'uid'>, proposalId: number) {
  return [
    db.insert(votes).values({ userId: user.id, proposalId }),
    db.insert(voteReceipts).values({ voterHash: await voterHash(db, user.uid), proposalId }),
  ] as const
}
