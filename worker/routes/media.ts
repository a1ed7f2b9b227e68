import { Hono } from 'hono'
import { SERVER_TEXTS } from '@copy'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { isMediaKey } from '../images'

/** Proposal photos from R2, with the type checked at upload, never sniffed, cached for a year. */
export const mediaRoutes = new Hono<AppEnv>().get('/:key{.+}', async (c) => {
  const key = c.req.param('key')
  if (!isMediaKey(key)) throw new AppError('NOT_FOUND', SERVER_TEXTS.invalidId)
  const object = await c.env.MEDIA.get(key)
  if (!object) throw new AppError('NOT_FOUND')
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('ETag', object.httpEtag)
  headers.set('X-Content-Type-Options', 'nosniff')
  // Keys are never reused (a new photo gets a new key), so the bytes behind a URL never change.
  headers.set('Cache-Control', 'public, max-age=31536000, immutable')
  headers.set('Content-Security-Policy', "default-src 'none'; sandbox")
  return new Response(object.body, { headers })
})
