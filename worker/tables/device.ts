import { eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { TABLE_TEXTS as T } from '@copy'
import { tableDevices, voteTables, type TableDeviceRow, type VoteTableRow } from '../db/schema'
import type { AppEnv } from '../env'
import { AppError } from '../errors'
import { sha256Hex } from './keys'

export interface TableSession {
  device: TableDeviceRow
  table: VoteTableRow
}

type DeviceEnv = AppEnv & { Variables: AppEnv['Variables'] & { session: TableSession } }

/** A device token: 32 random bytes, URL-safe; the table keeps only its SHA-256. */
export function newDeviceToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * A table device's requests carry its token in `X-Table-Device` (no account: a volunteer's phone). An
 * unknown token is 401; a revoked device or table is refused by the route (the upload is reported first).
 */
export const tableDevice = createMiddleware<DeviceEnv>(async (c, next) => {
  const token = c.req.header('x-table-device')
  if (!token || token.length > 100) throw new AppError('AUTH_REQUIRED', T.deviceUnknown)
  const [row] = await c.var.db
    .select({ device: tableDevices, table: voteTables })
    .from(tableDevices)
    .innerJoin(voteTables, eq(voteTables.id, tableDevices.tableId))
    .where(eq(tableDevices.tokenHash, await sha256Hex(token)))
  if (!row) throw new AppError('AUTH_REQUIRED', T.deviceUnknown)
  c.set('session', row)
  await next()
})

/** Why a device may no longer upload: the table or the device revoked (with the council's reason). */
export function revocation({ device, table }: TableSession): AppError | null {
  if (table.status === 'revoked') return new AppError('TABLE_REVOKED', T.tableRevoked(table.revokedReason ?? ''))
  if (device.revokedAt) return new AppError('TABLE_REVOKED', T.deviceRevoked(device.revokedReason ?? ''))
  return null
}
