import { pbErrorMessage } from '@copy/selection'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { PB_MAX_BYTES, PB_READ_IN_REQUEST_BYTES } from '@domain/constants'
import { PbUploadSchema } from '@schemas'
import { parsePb } from '@domain/selection'
import { selectionJobs } from '../db/schema'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { currentUser, requireAdmin } from '../middleware/auth'
import { pbFileLimit } from '../middleware/form-limit'
import type { LabResult } from '../selection-jobs/lab'
import { validate } from '../validate'

/**
 * The council's laboratory: an administrator uploads a pabulib `.pb` election (last year's, another
 * city's) and sees what 'most votes' and equal shares select on it. A file of a district's size is read
 * here, so that a bad one is refused at once in Spanish, within the parser's limits; a larger one (up
 * to a city's) is read by the selection queue's consumer, which refuses it in its job, so that reading
 * it never holds other requests. The rules always run in the consumer (worker/selection-jobs/,
 * decision 0055), never in the request: the answer is a job to follow, and its result is kept, never
 * recomputed by polling.
 */
export const selectionLabRoutes = new Hono<AppEnv>()
  .post('/', requireAdmin, pbFileLimit, validate('form', PbUploadSchema), async (c) => {
    const { file } = c.req.valid('form')
    if (file.size > PB_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE')
    const text = await file.text()
    const parsed = file.size <= PB_READ_IN_REQUEST_BYTES ? parsePb(text) : null
    if (parsed && !parsed.ok) {
      const message = pbErrorMessage(parsed.error)
      throw new AppError('VALIDATION', message, { fields: { file: message } })
    }
    const jobId = crypto.randomUUID()
    const fileKey = `selection-lab/${jobId}.pb`
    await c.env.MEDIA.put(fileKey, text, { httpMetadata: { contentType: 'text/plain; charset=utf-8' } })
    try {
      await c.var.db.insert(selectionJobs).values({ id: jobId, kind: 'lab', fileKey, createdBy: currentUser(c).id })
      await c.env.SELECTION.send({ jobId })
    } catch (err) {
      // Nothing of a job no message will run is kept.
      await c.var.db.delete(selectionJobs).where(eq(selectionJobs.id, jobId))
      await c.env.MEDIA.delete(fileKey)
      throw err
    }
    return c.json({ jobId, status: 'queued' as const, progress: 0 }, 202)
  })

  .get('/:id', requireAdmin, async (c) => {
    const job = await c.var.db.query.selectionJobs.findFirst({
      where: and(eq(selectionJobs.id, c.req.param('id')), eq(selectionJobs.kind, 'lab')),
    })
    if (!job) throw new AppError('NOT_FOUND')
    return c.json({
      jobId: job.id,
      status: job.status,
      progress: job.progress,
      result: job.result as LabResult | null,
      refusal: job.refusal,
    })
  })
