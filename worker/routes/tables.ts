import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { normaliseCode } from '@domain/receipt-code'
import { BallotUploadSchema, TableJoinSchema } from '@schemas'
import { tableWindow } from '@domain/table-window'
import { SERVER_TEXTS, TABLE_TEXTS as T } from '@copy'
import { tableDevices, voteTables } from '../db/schema'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { clientAddress } from '../middleware/rate-limit'
import { receiveBallots, recordRevokedUpload } from '../tables/ballots'
import { newDeviceToken, revocation, tableDevice } from '../tables/device'
import { sha256Hex } from '../tables/keys'
import { deviceTable, tableProposals } from '../tables/tables'
import { parseOrThrow, validate } from '../validate'

/** An upload of 50 sealed ballots is about 60 KB; the route reads its own body with this bound. */
const UPLOAD_MAX_BYTES = 256 * 1024
const uploadLimit = bodyLimit({
  maxSize: UPLOAD_MAX_BYTES,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', SERVER_TEXTS.jsonTooLarge)
  },
})

/**
 * /api/tables: a neighbourhood table's devices. A device joins once, online, with the table's code;
 * from then on its token (X-Table-Device) refreshes the proposals and uploads the sealed ballots it took
 * offline, each judged once by its idempotency key (worker/tables/ballots.ts).
 */
export const tableDeviceRoutes = new Hono<AppEnv>()
  .post(
    '/join',
    // A join code is a secret of eight characters: every try counts against the address, found or not.
    async (c, next) => {
      const { success } = await c.env.LIMIT_CENSUS.limit({ key: `table-join:${clientAddress(c)}` })
      if (!success) throw new AppError('RATE_LIMITED')
      await next()
    },
    validate('json', TableJoinSchema),
    async (c) => {
      const { code, label } = c.req.valid('json')
      const normal = normaliseCode(code)
      if (!normal) throw new AppError('TABLE_CODE_INVALID', T.code, { fields: { code: T.code } })
      const table = await c.var.db.query.voteTables.findFirst({ where: eq(voteTables.joinCodeHash, await sha256Hex(normal)) })
      if (!table) throw new AppError('TABLE_CODE_INVALID')
      if (table.status === 'revoked') throw new AppError('TABLE_REVOKED')
      if (table.status === 'closed' || Date.now() > tableWindow(table).closesAt) throw new AppError('TABLE_CLOSED')
      const token = newDeviceToken()
      const [device] = await c.var.db
        .insert(tableDevices)
        .values({ tableId: table.id, label, tokenHash: await sha256Hex(token) })
        .returning()
      const proposals = await tableProposals(c.var.db, table)
      return c.json(
        { device: { id: device.id, label, token }, table: deviceTable(table), proposals, serverTime: new Date().toISOString() },
        201,
      )
    },
  )
  .get('/session', tableDevice, async (c) => {
    const session = c.var.session
    const refused = revocation(session)
    if (refused) throw refused
    await c.var.db.update(tableDevices).set({ lastSeenAt: new Date() }).where(eq(tableDevices.id, session.device.id))
    return c.json({
      table: deviceTable(session.table),
      proposals: await tableProposals(c.var.db, session.table),
      serverTime: new Date().toISOString(),
    })
  })
  .post('/ballots', tableDevice, uploadLimit, async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase()
    if (type !== 'application/json') throw new AppError('UNSUPPORTED_MEDIA_TYPE', SERVER_TEXTS.wrongContentType)
    const body = await c.req.json().catch(() => {
      throw new AppError('VALIDATION', SERVER_TEXTS.malformedJson)
    })
    const upload = parseOrThrow(BallotUploadSchema, body)
    const session = c.var.session
    await c.var.db.update(tableDevices).set({ lastSeenAt: new Date() }).where(eq(tableDevices.id, session.device.id))
    const refused = revocation(session)
    if (refused) {
      // Reported in the table's record, nothing opened or counted.
      await recordRevokedUpload(c.env.DB, session, upload, refused)
      throw refused
    }
    return c.json({ results: await receiveBallots(c.env, c.var.db, session, upload), serverTime: new Date().toISOString() })
  })
