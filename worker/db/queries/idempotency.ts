import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { idempotencyKeys, type ProposalRow } from '../schema'
import { findProposal } from './proposals'

/** A client-made key: 8–128 characters of letters, digits, '-' and '_' (a UUID fits). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/

/** The proposal a submission with this key created, if one did (and it still exists). */
export async function proposalForKey(db: Db, key: string): Promise<ProposalRow | undefined> {
  const row = await db.query.idempotencyKeys.findFirst({ where: eq(idempotencyKeys.key, key) })
  return row ? findProposal(db, row.proposalId) : undefined
}
