import type { ErrorCode } from '@domain/errors'
import type { Bindings } from '../env'

/**
 * What a job reads: the database and the uploads' bucket, the only bindings the selection consumer's
 * Worker has (wrangler.selection.toml, decision 0067).
 */
export type JobEnv = Pick<Bindings, 'DB' | 'MEDIA'>

/** What a job ends with: the result kept for polling, or the Spanish reason there is none (with its code, CONFLICT if none). */
export type JobAnswer = { result: unknown } | { refusal: string; code?: ErrorCode }

/** Tells the job's row how far it has got (percent), between the stages of its computation. */
export type Progress = (percent: number) => Promise<void>
