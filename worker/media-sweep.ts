import type { Bindings } from './env'
import { isMediaKey } from './images'

/** An upload is stored before the batch that points a row at it: younger keys may still be on their way. */
const GRACE_MS = 60 * 60 * 1000

/** What the bucket holds under a prefix, and of a list of its keys (?1, JSON), those no row needs. */
interface Swept {
  prefix: string
  ours: (key: string) => boolean
  unneeded: string
}

const SWEPT: Swept[] = [
  {
    // Photos: every column that holds a media key belongs here.
    prefix: 'proposals/',
    ours: isMediaKey,
    unneeded: `
      SELECT value AS key FROM json_each(?1)
       WHERE value NOT IN (SELECT photo_big FROM proposals WHERE photo_big IS NOT NULL)
         AND value NOT IN (SELECT photo_thumb FROM proposals WHERE photo_thumb IS NOT NULL)
         AND value NOT IN (SELECT photo_big FROM milestones WHERE photo_big IS NOT NULL)
         AND value NOT IN (SELECT photo_thumb FROM milestones WHERE photo_thumb IS NOT NULL)`,
  },
  {
    // Census files hold documents in clear: only an import still reading one keeps it (each import
    // deletes its own when it ends; this catches a delete that failed).
    prefix: 'census/',
    ours: () => true,
    unneeded: `
      SELECT value AS key FROM json_each(?1)
       WHERE value NOT IN (SELECT file_key FROM census_imports WHERE status = 'importing')`,
  },
]

/**
 * Removes the files no row needs (an R2 delete that failed after its change was committed, a request
 * cut off between the upload and its row), a page of the bucket at a time. Answers how many.
 */
export async function sweepMedia(env: Bindings, now: number): Promise<number> {
  let removed = 0
  for (const { prefix, ours, unneeded } of SWEPT) {
    let cursor: string | undefined
    do {
      const page = await env.MEDIA.list({ prefix, cursor, limit: 500 })
      const settled = page.objects.filter((o) => ours(o.key) && now - o.uploaded.getTime() > GRACE_MS).map((o) => o.key)
      if (settled.length) {
        const { results } = await env.DB.prepare(unneeded).bind(JSON.stringify(settled)).all<{ key: string }>()
        if (results.length) await env.MEDIA.delete(results.map((r) => r.key))
        removed += results.length
      }
      cursor = page.truncated ? page.cursor : undefined
    } while (cursor)
  }
  return removed
}
