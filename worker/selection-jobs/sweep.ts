import { HEADING_JOB_TEXTS, LAB_TEXTS } from '@copy'
import type { Bindings } from '../env'

/** A job answered this long ago is forgotten, with its upload if it still has one. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000
/** A job not answered after this long was lost (the queue gave up on its message): it is refused, so nobody waits for it. */
const STALE_MS = 30 * 60 * 1000
/** Jobs deleted per sweep; the next sweep takes the rest. */
const DELETE_ROWS = 500

/** Why a job that could not be computed has no answer, by its kind. */
export const failedJobRefusal = { lab: LAB_TEXTS.jobFailed, heading: HEADING_JOB_TEXTS.jobFailed }

/**
 * The selection jobs' part of the sweeps (worker/scheduled.ts). A heading's refused preview is forgotten
 * after STALE_MS, so that asking again computes it again (its data may be the same, the cause not);
 * everything else after a week. Answers how many jobs were forgotten.
 */
export async function sweepSelectionJobs(env: Bindings, now: number): Promise<number> {
  await env.DB.prepare(
    `UPDATE selection_jobs SET status = 'refused', refusal = CASE kind WHEN 'lab' THEN ?1 ELSE ?2 END, finished_at = ?3
      WHERE status IN ('queued', 'running') AND created_at < ?4`,
  )
    .bind(failedJobRefusal.lab, failedJobRefusal.heading, now, now - STALE_MS)
    .run()
  const { results } = await env.DB.prepare(
    `DELETE FROM selection_jobs WHERE id IN (
       SELECT id FROM selection_jobs
        WHERE created_at < ?1 OR (kind = 'heading' AND status = 'refused' AND finished_at < ?2)
        LIMIT ?3)
     RETURNING file_key`,
  )
    .bind(now - KEEP_MS, now - STALE_MS, DELETE_ROWS)
    .all<{ file_key: string | null }>()
  const files = results.flatMap((row) => (row.file_key ? [row.file_key] : []))
  if (files.length) await env.MEDIA.delete(files)
  return results.length
}
