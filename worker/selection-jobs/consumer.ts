import { describeError } from '../errors'
import type { JobAnswer, JobEnv } from './answer'
import { headingAnswer } from './heading-job'
import { labAnswer } from './lab'
import type { SelectionJobMessage } from './messages'
import { failedJobRefusal } from './sweep'

/** Deliveries of one message before its job is given up as failed (the queue's own retries beyond it are acknowledged). */
const MAX_ATTEMPTS = 3

interface ClaimedJob {
  kind: 'lab' | 'heading'
  file_key: string | null
  input: string | null
  input_key: string | null
}

/**
 * Claims a queued job (or one a lost delivery left running) and answers its row: a job already done or
 * refused is left as it is, and every write is conditional on the job not being answered, so a repeated
 * delivery never writes a second answer.
 */
async function runJob(env: JobEnv, jobId: string) {
  const db = env.DB
  const job = await db
    .prepare(
      `UPDATE selection_jobs SET status = 'running' WHERE id = ?1 AND status IN ('queued', 'running')
       RETURNING kind, file_key, input, input_key`,
    )
    .bind(jobId)
    .first<ClaimedJob>()
  if (!job) return
  const progress = async (percent: number) => {
    await db.prepare(`UPDATE selection_jobs SET progress = ?2 WHERE id = ?1 AND status = 'running'`).bind(jobId, percent).run()
  }
  const answer =
    job.kind === 'lab'
      ? await labAnswer(env, job.file_key, progress)
      : await headingAnswer(env, job.input ?? '{}', job.input_key ?? '', progress)
  await finish(env, jobId, job.file_key, answer)
}

/** The job's answer, written once (a job already answered keeps its answer); a lab upload is deleted only after it, so a retry can still read it. */
async function finish(env: JobEnv, jobId: string, fileKey: string | null, answer: JobAnswer) {
  const [status, result, refusal, code] =
    'result' in answer ? ['done', JSON.stringify(answer.result), null, null] : ['refused', null, answer.refusal, answer.code ?? null]
  await env.DB.prepare(
    `UPDATE selection_jobs SET status = ?2, progress = 100, result = ?3, refusal = ?4, refusal_code = ?6, file_key = NULL, finished_at = ?5
      WHERE id = ?1 AND status IN ('queued', 'running')`,
  )
    .bind(jobId, status, result, refusal, Date.now(), code)
    .run()
  if (fileKey) await env.MEDIA.delete(fileKey)
}

/** The selection queue's consumer: one job per invocation (max_batch_size 1), so each has the invocation's CPU to itself. */
export async function consumeSelectionJobs(batch: MessageBatch<SelectionJobMessage>, env: JobEnv) {
  for (const message of batch.messages) {
    try {
      await runJob(env, message.body.jobId)
      message.ack()
    } catch (err) {
      console.error(`selection job ${message.body.jobId} failed: ${describeError(err)}`)
      if (message.attempts >= MAX_ATTEMPTS) {
        const job = await env.DB.prepare('SELECT kind, file_key FROM selection_jobs WHERE id = ?1')
          .bind(message.body.jobId)
          .first<{ kind: ClaimedJob['kind']; file_key: string | null }>()
        if (job) await finish(env, message.body.jobId, job.file_key, { refusal: failedJobRefusal[job.kind] })
        message.ack()
      } else message.retry({ delaySeconds: 5 })
    }
  }
}
