import { sql } from 'drizzle-orm'
import { bodyLimit } from 'hono/body-limit'
import { Hono } from 'hono'
import { detectEncoding, detectSeparator } from '@domain/census'
import { CensusUploadSchema } from '@schemas'
import { CENSUS_ERRORS } from '@copy'
import { audit } from '../db/queries/audit'
import { censusImports } from '../db/schema'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { currentUser, requireAdmin } from '../middleware/auth'
import { failImport } from '../census/import'
import { recordHasher } from '../census/record-hash'
import { censusStatus } from '../census/status'
import { validate } from '../validate'

/** A census file of up to 30 MB: a city of a million residents exports about 35 bytes a person. */
const MAX_CENSUS_MB = 30
const uploadLimit = bodyLimit({
  maxSize: MAX_CENSUS_MB * 1024 * 1024 + 64 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', CENSUS_ERRORS.fileTooLarge(MAX_CENSUS_MB))
  },
})

/** An import that has not moved for this long was lost (the queue gave up): a new upload may replace it. */
const STALE_IMPORT_MS = 30 * 60 * 1000

/**
 * /api/admin/census: the council uploads the municipal census (CSV); the queue consumer imports it
 * (worker/census/import.ts) and the panel follows its progress here.
 */
export const censusRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => c.json(await censusStatus(c.var.db)))

  .post('/', requireAdmin, uploadLimit, validate('form', CensusUploadSchema), async (c) => {
    const { file, minAge } = c.req.valid('form')
    await recordHasher(c.env) // no key, no import: refused before anything is stored
    const bytes = new Uint8Array(await file.arrayBuffer())
    if (bytes.length > MAX_CENSUS_MB * 1024 * 1024) throw new AppError('PAYLOAD_TOO_LARGE', CENSUS_ERRORS.fileTooLarge(MAX_CENSUS_MB))
    if (!bytes.some((b) => b > 0x20))
      throw new AppError('VALIDATION', CENSUS_ERRORS.fileEmpty, { fields: { file: CENSUS_ERRORS.fileEmpty } })
    const db = c.var.db
    const running = (await censusStatus(db)).importing
    if (running) {
      const row = await db.query.censusImports.findFirst({ where: (t, { eq }) => eq(t.id, running.importId) })
      if (row && Date.now() - row.createdAt.getTime() < STALE_IMPORT_MS) throw new AppError('CONFLICT', CENSUS_ERRORS.importRunning)
      await failImport(c.env, running.importId, CENSUS_ERRORS.unreadable)
    }
    const encoding = detectEncoding(bytes)
    const firstBreak = bytes.indexOf(0x0a)
    const firstLine = new TextDecoder().decode(bytes.subarray(0, firstBreak < 0 ? Math.min(bytes.length, 1000) : firstBreak))
    let lines = 0
    for (const b of bytes) if (b === 0x0a) lines++
    if (bytes.at(-1) !== 0x0a) lines++

    const fileKey = `census/${crypto.randomUUID()}.csv`
    await c.env.MEDIA.put(fileKey, bytes, { httpMetadata: { contentType: 'text/csv' } })
    const adminId = currentUser(c).id
    try {
      const [[row]] = await db.batch([
        db
          .insert(censusImports)
          .values({
            adminId,
            fileKey,
            encoding,
            separator: detectSeparator(firstLine),
            minAge,
            totalLines: lines,
            totalBytes: bytes.length,
          })
          .returning(),
        audit(db, {
          adminId,
          action: 'census.import',
          targetType: 'census',
          targetId: sql`(SELECT max(id) FROM census_imports)`,
          after: { lines, minAge },
        }),
      ])
      await c.env.CENSUS.send({ kind: 'chunk', importId: row.id, offset: 0 })
      return c.json({ importId: row.id }, 202)
    } catch (err) {
      await c.env.MEDIA.delete(fileKey)
      throw err
    }
  })
