import { createMiddleware } from 'hono/factory'
import { isLoopbackHost, type AppEnv } from '../env'
import { securityHeadersFor } from '../security-headers'

/**
 * Adds the security headers to every answer the Worker gives (a route may set a stricter one first,
 * as the media route does with its sandbox CSP). Answers about a signed-in person are never stored by
 * shared caches. No CORS headers are ever sent: other origins cannot read the API.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const headers = c.res.headers
  // Pages the Worker renders call the identity service; in the rehearsal it lives on a loopback origin.
  const rehearsal = c.env.REHEARSAL_IDENTITY_ORIGIN
  const identityOrigin =
    rehearsal && URL.canParse(rehearsal) && isLoopbackHost(new URL(rehearsal).hostname) ? new URL(rehearsal).origin : undefined
  for (const [name, value] of Object.entries(securityHeadersFor(identityOrigin))) if (!headers.has(name)) headers.set(name, value)
  if (c.req.header('authorization') && !headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-store')
  if (c.req.path.startsWith('/api/') && !headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
})
