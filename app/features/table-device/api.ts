import { api, unwrap } from '@app/lib/api'
import type { UploadBallot, UploadResult } from './model/queue'
import type { TableSession } from './model/types'

/** The device's own credential, in the header the Worker reads for every table call after joining. */
const deviceHeaders = (token: string) => ({ headers: { 'X-Table-Device': token } })

/** Joins a table with its code (online, once): the device's token, the table and its proposals. */
export async function joinTable(code: string, label: string): Promise<TableSession> {
  const { device, table, proposals } = await unwrap(api.tables.join.$post({ json: { code, label } }))
  return { device, table, proposals }
}

/** The table and its proposals as they are now (the list may have changed since joining). */
export async function refreshSession(session: TableSession): Promise<TableSession> {
  const { table, proposals } = await unwrap(api.tables.session.$get({}, deviceHeaders(session.device.token)))
  return { ...session, table, proposals }
}

/** One request of at most 50 ballots; the Worker answers each by its key. */
export async function uploadBallots(token: string, body: { sentAt: string; ballots: UploadBallot[] }): Promise<UploadResult[]> {
  return (await unwrap(api.tables.ballots.$post({ json: body }, deviceHeaders(token)))).results
}
