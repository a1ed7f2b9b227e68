import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { SERVER_TEXTS } from '@copy'
import { IDEMPOTENCY_KEY, proposalForKey } from '../db/queries/idempotency'
import { publicProposal } from '../db/queries/proposals'
import type { AppEnv } from '../env'
import { AppError } from '../errors'

/** Marks an answer as the first one given again, so the outbox knows nothing new was created. */
export const markReplayed = (c: Context) => c.header('Idempotent-Replayed', 'true')

/**
 * An offline outbox may send one submission several times with one Idempotency-Key. The key is read
 * and checked here, once, and kept on `c.var.idempotencyKey` for the write; a key already used gets
 * the first answer and creates nothing. A repeat running in parallel with the first is caught by the
 * key's UNIQUE constraint in the write itself (db/queries/create-proposal.ts).
 */
export const idempotent = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('idempotency-key')
  if (key === undefined) return next()
  if (!IDEMPOTENCY_KEY.test(key)) throw new AppError('VALIDATION', SERVER_TEXTS.idempotencyKey)
  c.set('idempotencyKey', key)
  const earlier = await proposalForKey(c.var.db, key)
  if (!earlier) return next()
  markReplayed(c)
  return c.json(publicProposal(earlier), 201)
})
