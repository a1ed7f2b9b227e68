import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { AppError } from '../errors'

type Limiter = 'LIMIT_SUBMIT' | 'LIMIT_VOTE' | 'LIMIT_SIGNIN' | 'LIMIT_CONSENT'

/** The address Cloudflare saw; locally there is none, and every request shares one bucket. */
export const clientAddress = (c: Context<AppEnv>) => c.req.header('cf-connecting-ip') ?? 'local'

/**
 * Counts a request against one of the wrangler.toml limits, keyed by whoever is asking: the signed-in
 * person when there is one (run after loadUser/requireUser), else the client address.
 * Over the limit: 429 RATE_LIMITED with the Spanish message; nothing is written.
 */
export const rateLimit = (limiter: Limiter) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = c.var.user ? `user:${c.var.user.id}` : `ip:${clientAddress(c)}`
    const { success } = await c.env[limiter].limit({ key })
    if (!success) throw new AppError('RATE_LIMITED')
    await next()
  })
