import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1'
import * as schema from './schema'

/** The handle every query takes: the D1 binding with the schema's tables, so `db.query.<table>` knows them. */
export type Db = DrizzleD1Database<typeof schema>

/** drizzle() only wraps the binding, so a handle per request (or per queue batch) costs nothing. */
export const openDb = (binding: D1Database): Db => drizzle(binding, { schema })

/**
 * D1 reports a broken UNIQUE or PRIMARY KEY constraint only in the error's text (drizzle wraps it as
 * `cause`). The constraints are how races lose cleanly: a second vote, a replayed submission key, a
 * second undo of one history entry.
 */
export const isUniqueViolation = (err: unknown) => String((err as { cause?: unknown })?.cause ?? err).includes('UNIQUE constraint failed')
