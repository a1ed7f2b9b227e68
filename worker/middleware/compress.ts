import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

/**
 * Asks the Workers runtime to gzip the answer. Setting Content-Encoding on an unencoded body is how a
 * Worker requests compression: workerd (locally and on Cloudflare) encodes the bytes on the way out.
 * Compressing here ourselves as well would encode twice.
 */
export const gzipAnswer = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const accepts = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')
  if (accepts && c.res.status === 200 && !c.res.headers.has('Content-Encoding')) {
    c.res.headers.set('Content-Encoding', 'gzip')
    c.res.headers.append('Vary', 'Accept-Encoding')
  }
})
