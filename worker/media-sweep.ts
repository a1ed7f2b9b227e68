import type { Bindings } from './env'
import { isMediaKey } from './images'

/** An upload is stored before the batch that points a row at it: younger keys may still be on their way. */
const GRACE_MS = 60 * 60 * 1000

/** Of `keys`, those no row points at. Every column that holds a media key belongs here. */
const UNREFERENCED = `
  SELECT value AS key FROM json_each(?1)
   WHERE value NOT IN (SELECT photo_big FROM proposals WHERE photo_big IS NOT NULL)
     AND value NOT IN (SELECT photo_thumb FROM proposals WHERE photo_thumb IS NOT NULL)
     AND value NOT IN (SELECT photo_big FROM milestones WHERE photo_big IS NOT NULL)
     AND value NOT IN (SELECT photo_thumb FROM milestones WHERE photo_thumb IS NOT NULL)`

/**
 * Removes the photos no proposal or milestone points at (an R2 delete that failed after its change was committed, a
 * request cut off between the upload and its row), a page of the bucket at a time. Answers how many.
 */
export async function sweepMedia(env: Bindings, now: number): Promise<number> {
  let removed = 0
  let cursor: string | undefined
  do {
    const page = await env.MEDIA.list({ prefix: 'proposals/', cursor, limit: 500 })
    const settled = page.objects.filter((o) => isMediaKey(o.key) && now - o.uploaded.getTime() > GRACE_MS).map((o) => o.key)
    if (settled.length) {
      const { results } = await env.DB.prepare(UNREFERENCED).bind(JSON.stringify(settled)).all<{ key: string }>()
      if (results.length) await env.MEDIA.delete(results.map((r) => r.key))
      removed += results.length
    }
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
  return removed
}
