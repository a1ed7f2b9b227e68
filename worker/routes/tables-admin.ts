import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { csvLine, csvStart } from '@domain/csv'
import { BudgetQuerySchema, idParam, idString, TableFormSchema, TableRevokeSchema } from '@schemas'
import { TABLE_TEXTS as T } from '@copy'
import { readSystemConfig } from '../db/queries/system-config'
import { voteTables } from '../db/schema'
import type { AppEnv } from '../env'
import { currentUser, requireAdmin } from '../middleware/auth'
import { tableRecord, votesByTable } from '../tables/record'
import { closeTable, createTable, findTable, listTables, renewJoinCode, revokeDevice, revokeTable, adminTable } from '../tables/tables'
import { validate } from '../validate'

const DeviceParam = v.object({ id: idString, deviceId: idString })

/**
 * /api/admin/tables: the council opens neighbourhood tables, hands out their join codes (shown once),
 * follows their devices and counts, closes and revokes them, and reads each table's record (its acta).
 * Every write records its history row in the same batch.
 */
export const tableAdminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .post('/', validate('json', TableFormSchema), async (c) => {
    const created = await createTable(c.env, c.var.db, c.req.valid('json'), currentUser(c).id)
    return c.json(created, 201)
  })
  .get('/', validate('query', BudgetQuerySchema), async (c) => {
    const year = c.req.valid('query').year ?? (await readSystemConfig(c.var.db)).budgetYear
    return c.json({ tables: await listTables(c.env, c.var.db, year) })
  })
  .post('/:id/join-code', validate('param', idParam), async (c) => {
    return c.json({ joinCode: await renewJoinCode(c.var.db, c.req.valid('param').id, currentUser(c).id) })
  })
  .post('/:id/close', validate('param', idParam), async (c) => {
    return c.json(adminTable(await closeTable(c.var.db, c.req.valid('param').id, currentUser(c).id)))
  })
  .post('/:id/revoke', validate('param', idParam), validate('json', TableRevokeSchema), async (c) => {
    const table = await revokeTable(c.var.db, c.req.valid('param').id, c.req.valid('json').reason, currentUser(c).id)
    return c.json(adminTable(table))
  })
  .post('/:id/devices/:deviceId/revoke', validate('param', DeviceParam), validate('json', TableRevokeSchema), async (c) => {
    const { id, deviceId } = c.req.valid('param')
    return c.json(await revokeDevice(c.var.db, id, deviceId, c.req.valid('json').reason, currentUser(c).id))
  })
  .get('/:id/record', validate('param', idParam), async (c) => {
    return c.json(await tableRecord(c.env, c.var.db, await findTable(c.var.db, c.req.valid('param').id)))
  })
  .get('/:id/record.csv', validate('param', idParam), async (c) => {
    const table = await findTable(c.var.db, c.req.valid('param').id)
    const rows = await votesByTable(c.env, [table.id])
    const csv = csvStart(T.recordCsvHeader) + rows.map((r) => csvLine([r.proposalId, r.title, r.district, r.votes])).join('')
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${T.recordFileName(table.id)}"`,
    })
  })

/** GET /api/admin/results/by-table?year=: each table of the cycle with its votes per proposal. */
export const tableResultsRoutes = new Hono<AppEnv>().use(requireAdmin).get('/by-table', validate('query', BudgetQuerySchema), async (c) => {
  const year = c.req.valid('query').year ?? (await readSystemConfig(c.var.db)).budgetYear
  const tables = await c.var.db
    .select({ id: voteTables.id, place: voteTables.place })
    .from(voteTables)
    .where(eq(voteTables.cycleYear, year))
    .orderBy(voteTables.day, voteTables.id)
  const votes = await votesByTable(
    c.env,
    tables.map((t) => t.id),
  )
  return c.json({
    tables: tables.map((t) => ({
      ...t,
      perProposal: votes.filter((r) => r.tableId === t.id).map((r) => ({ proposalId: r.proposalId, title: r.title, votes: r.votes })),
    })),
  })
})
