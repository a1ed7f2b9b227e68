import { eq } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import * as schema from '../schema'
import { idempotencyKeys } from '../schema'

type Db = DrizzleD1Database<typeof schema>

/** A client-made key: 8–128 characters of letters, digits, '-' and '_' (a UUID fits). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/

export async function proposalIdForKey(db: Db, key: string): Promise<number | null> {
  const row = await db.query.idempotencyKeys.findFirst({ where: eq(idempotencyKeys.key, key) })
  return row?.proposalId ?? null
}
