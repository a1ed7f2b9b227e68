import { HEADING_JOB_TEXTS } from '@copy'
import { openDb } from '../db/client'
import { readElection } from '../db/queries/selection'
import { AppError } from '../errors'
import { previewOrRefuse } from '../selection'
import type { JobAnswer, JobEnv, Progress } from './answer'
import { type HeadingPreviewInput, previewKey } from './heading-preview'

/** A heading job: the election read again, checked to be the one the job was asked for, and previewed. */
export async function headingAnswer(env: JobEnv, inputText: string, key: string, progress: Progress): Promise<JobAnswer> {
  const input = JSON.parse(inputText) as HeadingPreviewInput
  const election = await readElection(openDb(env.DB), input.year, input.district)
  if ((await previewKey(election, input)) !== key) return { refusal: HEADING_JOB_TEXTS.electionChanged }
  await progress(10)
  try {
    return { result: previewOrRefuse(election, input.year, input.district, input.rule, input.comparison, input.changes) }
  } catch (err) {
    // previewOrRefuse's own refusal, code and reason, as the request answers it (a rule past its bound too).
    if (err instanceof AppError) return { refusal: err.message, code: err.code }
    throw err
  }
}
