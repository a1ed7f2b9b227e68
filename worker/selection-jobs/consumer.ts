import { parsePb, WorkLimitReached } from '@domain/selection'
import { LAB_TEXTS } from '@domain/texts'
import type { Bindings } from '../env'
import { describeError } from '../errors'
import { LAB_WORK_LIMIT, simulate } from './lab'
import type { SelectionJobMessage } from './messages'

/** Progress by stage: the file read, then 'most votes' computed; equal shares with its comparison is the rest. */
const PROGRESS_READ = 10
const PROGRESS_GREEDY = 40
/** Deliveries of one message before its job is given up as failed (the queue's own retries beyond it are acknowledged). */
const MAX_ATTEMPTS = 3

/**
 * Claims a queued job (or one a lost delivery left running) and answers its row: a job already done or
 * refused is left as it is, and every write is conditional on the job still running, so a repeated
 * delivery never writes a second answer.
 */
async function runJob(env: Bindings, jobId: string) {
  const db = env.DB
  const job = await db
    .prepare(
      `UPDATE selection_jobs SET status = 'running', progress = ?2 WHERE id = ?1 AND status IN ('queued', 'running')
       RETURNING file_key`,
    )
    .bind(jobId, PROGRESS_READ)
    .first<{ file_key: string | null }>()
  if (!job) return
  const file = job.file_key ? await env.MEDIA.get(job.file_key) : null
  if (!file) return finish(env, jobId, job.file_key, { refusal: LAB_TEXTS.jobFailed })
  const parsed = parsePb(await file.text())
  if (!parsed.ok) return finish(env, jobId, job.file_key, { refusal: parsed.error.message })
  try {
    const result = await simulate(parsed.election, { limit: LAB_WORK_LIMIT }, async () => {
      await db.prepare(`UPDATE selection_jobs SET progress = ?2 WHERE id = ?1 AND status = 'running'`).bind(jobId, PROGRESS_GREEDY).run()
    })
    await finish(env, jobId, job.file_key, { result })
  } catch (err) {
    if (!(err instanceof WorkLimitReached)) throw err
    await finish(env, jobId, job.file_key, { refusal: LAB_TEXTS.workLimit })
  }
}

/** The job's answer, written once (a job already answered keeps its answer); the upload is deleted only after it, so a retry can still read it. */
async function finish(env: Bindings, jobId: string, fileKey: string | null, answer: { result: unknown } | { refusal: string }) {
  const [status, result, refusal] = 'result' in answer ? ['done', JSON.stringify(answer.result), null] : ['refused', null, answer.refusal]
  await env.DB.prepare(
    `UPDATE selection_jobs SET status = ?2, progress = 100, result = ?3, refusal = ?4, file_key = NULL, finished_at = ?5
      WHERE id = ?1 AND status IN ('queued', 'running')`,
  )
    .bind(jobId, status, result, refusal, Date.now())
    .run()
  if (fileKey) await env.MEDIA.delete(fileKey)
}

/** The selection queue's consumer: one job per invocation (max_batch_size 1), so each has the invocation's CPU to itself. */
export async function consumeSelectionJobs(batch: MessageBatch<SelectionJobMessage>, env: Bindings) {
  for (const message of batch.messages) {
    try {
      await runJob(env, message.body.jobId)
      message.ack()
    } catch (err) {
      console.error(`selection job ${message.body.jobId} failed: ${describeError(err)}`)
      if (message.attempts >= MAX_ATTEMPTS) {
        const job = await env.DB.prepare('SELECT file_key FROM selection_jobs WHERE id = ?1')
          .bind(message.body.jobId)
          .first<{ file_key: string | null }>()
        await finish(env, message.body.jobId, job?.file_key ?? null, { refusal: LAB_TEXTS.jobFailed })
        message.ack()
      } else message.retry({ delaySeconds: 5 })
    }
  }
}
