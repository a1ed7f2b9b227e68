import { and, eq } from 'drizzle-orm'
import type { Heading, SelectionRule } from '@domain/budget'
import type { BoardChanges, SelectionPreview } from '@domain/budget-selection'
import { HEADING_JOB_TEXTS } from '@copy'
import type { Db } from '../db/client'
import type { readElection } from '../db/queries/selection'
import { selectionJobs } from '../db/schema'
import { AppError } from '../errors'
import type { SelectionJobMessage } from './messages'

type Election = Awaited<ReturnType<typeof readElection>>

/** A heading preview's parameters, as the route and the confirmation name them. */
export interface HeadingPreviewInput {
  year: number
  district: Heading
  rule: SelectionRule
  comparison: boolean
  changes: BoardChanges
}

/**
 * Voters × candidates above which a heading's preview runs in the selection queue instead of the
 * request (decision 0055): the demo's and a usual district's headings (hundreds to a few thousand voters,
 * tens of proposals) stay in the request; the bench's large district (50,000 voters × 200 projects) and
 * a city-wide heading of tens of thousands of voters go through the queue.
 */
const HEADING_JOB_SIZE = 100_000

export const isLargeHeading = (election: Election) => election.ballots.length * election.candidates.length > HEADING_JOB_SIZE

/**
 * The preview's key: its parameters and everything of the election the rules read (money, candidates
 * and their costs, the ballots in a fixed order), hashed. A vote or a cost that changes makes a new key,
 * so a kept result is always the one the heading's present data gives.
 */
export async function previewKey(election: Election, input: HeadingPreviewInput) {
  const ballots = election.ballots.map((ballot) => [...ballot].sort((a, b) => a - b).join(',')).sort()
  const candidates = election.candidates.map((c) => [c.id, c.estimatedCost])
  const parameters = [input.year, input.district, input.rule, input.comparison, input.changes.excluded, input.changes.included]
  const text = JSON.stringify([parameters, election.amount, candidates, ballots])
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

const keptJob = (db: Db, key: string) =>
  db.query.selectionJobs.findFirst({ where: and(eq(selectionJobs.kind, 'heading'), eq(selectionJobs.inputKey, key)) })

/**
 * A refused job's answer, to the preview and to the confirmation alike: the code and Spanish reason the
 * request would have given (SELECTION_TOO_LARGE, 422, for a heading past the work bound), kept by the
 * consumer; CONFLICT for a job that failed or was given up.
 */
const refusedJob = (job: typeof selectionJobs.$inferSelect) =>
  new AppError(job.refusalCode ?? 'CONFLICT', job.refusal ?? HEADING_JOB_TEXTS.jobFailed)

/**
 * A large heading's preview through the queue: the kept result when this very preview was computed
 * before, else its job (queued now if it was not yet), to be asked for again. A refused job answers its
 * Spanish reason, as the request would have.
 */
export async function previewThroughQueue(
  db: Db,
  queue: Queue<SelectionJobMessage>,
  election: Election,
  input: HeadingPreviewInput,
  adminId: number,
): Promise<{ preview: SelectionPreview } | { job: { jobId: string; status: 'queued' | 'running'; progress: number } }> {
  const key = await previewKey(election, input)
  const [queued] = await db
    .insert(selectionJobs)
    .values({ id: crypto.randomUUID(), kind: 'heading', input, inputKey: key, createdBy: adminId })
    .onConflictDoNothing()
    .returning({ id: selectionJobs.id })
  if (queued) {
    try {
      await queue.send({ jobId: queued.id })
    } catch (err) {
      // A job no message will run would hold the key until the sweeps refuse it: the next request queues it again.
      await db.delete(selectionJobs).where(eq(selectionJobs.id, queued.id))
      throw err
    }
    // Answered as queued, whatever the consumer has done since: this request did not compute it.
    return { job: { jobId: queued.id, status: 'queued', progress: 0 } }
  }
  const job = await keptJob(db, key)
  // Forgotten by the sweeps between the insert that found it and this read: the next request queues it again.
  if (!job) throw new AppError('CONFLICT', HEADING_JOB_TEXTS.jobFailed)
  if (job.status === 'done') return { preview: job.result as SelectionPreview }
  if (job.status === 'refused') throw refusedJob(job)
  return { job: { jobId: job.id, status: job.status, progress: job.progress } }
}

/**
 * What a large heading's confirmation approves: the preview the queue computed and the council saw,
 * never a computation in the request; refused while there is none for the heading's present data.
 */
export async function keptPreview(db: Db, election: Election, input: HeadingPreviewInput): Promise<SelectionPreview> {
  const job = await keptJob(db, await previewKey(election, input))
  if (job?.status === 'refused') throw refusedJob(job)
  if (job?.status !== 'done') throw new AppError('CONFLICT', HEADING_JOB_TEXTS.notPreviewed)
  return job.result as SelectionPreview
}
