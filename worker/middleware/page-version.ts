import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { forgetPageVersion } from '../page-version'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Every request that may have changed data (any method but GET, HEAD and OPTIONS, answered without an
 * error) makes the public pages read their data version from D1 again, before the answer leaves: the
 * person who just voted, and everyone in the same data centre, get pages drawn from the new data
 * (docs/decisions/0049).
 */
export const forgetPageVersionAfterWrites = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (!READS.has(c.req.method) && c.res.status < 400) await forgetPageVersion(c.req.url)
})
