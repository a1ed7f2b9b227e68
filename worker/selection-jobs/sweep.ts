import { LAB_TEXTS } from '@domain/texts'
import type { Bindings } from '../env'

/** A job answered this long ago is forgotten, with its upload if it still has one. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000
/** A job not answered after this long was lost (the queue gave up on its message): it is refused, so the laboratory stops waiting. */
const STALE_MS = 30 * 60 * 1000
/** Jobs deleted per sweep; the next sweep takes the rest. */
const DELETE_ROWS = 500

/** The selection jobs' part of the sweeps (worker/scheduled.ts). Answers how many jobs were forgotten. */
export async function sweepSelectionJobs(env: Bindings, now: number): Promise<number> {
  await env.DB.prepare(
    `UPDATE selection_jobs SET status = 'refused', refusal = ?1, finished_at = ?2
      WHERE status IN ('queued', 'running') AND created_at < ?3`,
  )
    .bind(LAB_TEXTS.jobFailed, now, now - STALE_MS)
    .run()
  const { results } = await env.DB.prepare(
    `DELETE FROM selection_jobs WHERE id IN (SELECT id FROM selection_jobs WHERE created_at < ?1 LIMIT ?2) RETURNING file_key`,
  )
    .bind(now - KEEP_MS, DELETE_ROWS)
    .all<{ file_key: string | null }>()
  const files = results.flatMap((row) => (row.file_key ? [row.file_key] : []))
  if (files.length) await env.MEDIA.delete(files)
  return results.length
}
