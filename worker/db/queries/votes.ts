import type { Db } from '../client'
import { voteReceipts, votes, type UserRow } from '../schema'

/** The SHA-256 of a sign-in identity's uid: what a vote receipt keeps after the account is gone. */
async function voterHash(uid: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(uid))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The two rows of one vote, for a D1 batch with the counter update: the person's vote and the
 * identity's receipt. Either UNIQUE key failing (the same row, or the same identity under a new row
 * after a deletion) rolls the whole batch back.
 */
export async function voteRows(db: Db, user: Pick<UserRow, 'id' | 'uid'>, proposalId: number) {
  return [
    db.insert(votes).values({ userId: user.id, proposalId }),
    db.insert(voteReceipts).values({ voterHash: await voterHash(user.uid), proposalId }),
  ] as const
}
