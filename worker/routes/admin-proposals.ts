import { Hono } from 'hono'
import { exportCells } from '@copy/proposal-columns'
import { csvLine, csvStart } from '@domain/csv'
import { AdminExportQuerySchema, AdminProposalQuerySchema } from '@schemas'
import { ADMIN_TEXTS } from '@copy'
import { adminProposalPage, exportedProposals } from '../db/queries/admin-proposals'
import type { AppEnv } from '../env'
import { requireAdmin } from '../middleware/auth'
import { validate } from '../validate'

/** Pieces of text read from an async source, sent as they come: the Worker never holds the whole file. */
function streamText(pieces: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = pieces[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next()
      if (done) controller.close()
      else controller.enqueue(encoder.encode(value))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}

const today = () => new Date().toISOString().slice(0, 10)

/**
 * GET /api/admin/proposals: the admin table a page at a time, filtered and sorted by the server.
 * GET /api/admin/proposals/export.{csv,json}: every proposal the same filters keep, in the same order,
 * streamed a chunk of rows at a time (the JSON is the rows the panel turns into an Excel book).
 * Admins only: the answers are the public fields, but the table and its exports are the moderators'.
 */
export const adminProposalRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, validate('query', AdminProposalQuerySchema), async (c) =>
    c.json(await adminProposalPage(c.var.db, c.req.valid('query'))),
  )

  .get('/export.csv', requireAdmin, validate('query', AdminExportQuerySchema), (c) => {
    const chunks = exportedProposals(c.var.db, c.req.valid('query'))
    async function* lines() {
      yield csvStart(ADMIN_TEXTS.exportHeader)
      for await (const chunk of chunks) yield chunk.map((p) => csvLine(exportCells(p))).join('')
    }
    return c.body(streamText(lines()), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${ADMIN_TEXTS.exportFileName(today(), 'csv')}"`,
    })
  })

  .get('/export.json', requireAdmin, validate('query', AdminExportQuerySchema), (c) => {
    const chunks = exportedProposals(c.var.db, c.req.valid('query'))
    async function* rows() {
      let first = true
      yield '['
      for await (const chunk of chunks) {
        if (!chunk.length) continue
        yield (first ? '' : ',') + chunk.map((p) => JSON.stringify(exportCells(p))).join(',')
        first = false
      }
      yield ']'
    }
    return c.body(streamText(rows()), 200, { 'Content-Type': 'application/json; charset=utf-8' })
  })
