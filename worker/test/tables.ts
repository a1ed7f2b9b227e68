import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { cityDay, cityTime } from '@domain/city-day'
import { randomCode } from '@domain/receipt-code'
import type { PlainBallot } from '@schemas'
import { importTablePublicKey, sealBallot } from '@domain/table-ballot'
import { call, type Person } from './fixtures'

const shifted = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
export const yesterday = () => shifted(cityDay(), -1)
const tomorrow = () => shifted(cityDay(), 1)

export interface TableAnswer {
  table: { id: number; place: string; receiptPrefix: string; status: string }
  joinCode: string
}
export interface Joined {
  device: { id: number; label: string; token: string }
  table: { id: number; receiptPrefix: string; publicKey: string; day: string; opens: string; closes: string }
  proposals: { id: number; number: number; title: string; district: string; votable: boolean }[]
  serverTime: string
}

export const tableForm = (fields: Record<string, unknown> = {}) => ({
  place: 'Centro cívico Norte, sótano',
  district: null,
  day: tomorrow(),
  opens: '09:00',
  closes: '21:00',
  volunteers: ['Ana', 'Luis'],
  graceHours: 48,
  ...fields,
})

export async function openTable(boss: Person, fields: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/admin/tables', { token: boss.token, json: tableForm(fields) })
  expect(res.status, await res.clone().text()).toBe(201)
  return res.json<TableAnswer>()
}

export const join = (code: string, label = 'Móvil 1', ip?: string) =>
  call('POST', '/api/tables/join', { json: { code, label }, ...(ip ? { headers: { 'cf-connecting-ip': ip } } : {}) })

export async function joined(code: string, label = 'Móvil 1') {
  const res = await join(code, label)
  expect(res.status, await res.clone().text()).toBe(201)
  return res.json<Joined>()
}

/**
 * A table whose session was yesterday from 09:00 to 21:00 (city time), with one device that joined it
 * that morning: ballots taken at any time of that window are judged the same whenever the test runs
 * (midnight included). Opened for tomorrow (a device joins before the window closes), then moved.
 */
export async function yesterdaysTable(boss: Person, fields: Record<string, unknown> = {}) {
  const { table, joinCode } = await openTable(boss, fields)
  const session = await joined(joinCode)
  const second = await joined(joinCode, 'Móvil 2')
  const day = yesterday()
  await env.DB.batch([
    env.DB.prepare('UPDATE vote_tables SET day = ?1 WHERE id = ?2').bind(day, table.id),
    env.DB.prepare('UPDATE table_devices SET joined_at = ?1 WHERE table_id = ?2').bind(cityTime(day, '08:00'), table.id),
  ])
  return { table, joinCode, session, second, day, at: (time: string) => cityTime(day, time) }
}

export interface Taken {
  key: string
  seq: number
  takenAt: string
  sealed: { key: string; iv: string; data: string }
}

/** A ballot as the device stores it: sealed with the table's key, a key and the device's time. */
export async function take(
  session: Joined,
  person: { document: string; birthDate: string },
  proposalIds: number[],
  opts: { seq: number; at: number; receipt?: string; coupon?: boolean },
): Promise<Taken & { receipt: string }> {
  const receipt = opts.receipt ?? randomCode(session.table.receiptPrefix)
  const plain: PlainBallot = opts.coupon
    ? { kind: 'coupon', ...person, proposalId: proposalIds[0], receipt }
    : { kind: 'ballot', ...person, proposalIds, receipt }
  const sealed = await sealBallot(await importTablePublicKey(session.table.publicKey), plain)
  return { key: crypto.randomUUID(), seq: opts.seq, takenAt: new Date(opts.at).toISOString(), sealed, receipt }
}

export interface BallotResults {
  results: {
    key: string
    outcome: string
    receipt: string | null
    proposals: { proposalId: number; counted: boolean; code?: string; message?: string }[]
    code?: string
    message?: string
  }[]
}

/** An upload of queued ballots; `sentAt` the device's clock when it sent them (now, by default). */
export const upload = (token: string, ballots: Taken[], sentAt = Date.now()) =>
  call('POST', '/api/tables/ballots', {
    json: {
      sentAt: new Date(sentAt).toISOString(),
      ballots: ballots.map(({ key, seq, takenAt, sealed }) => ({ key, seq, takenAt, sealed })),
    },
    headers: { 'x-table-device': token },
  })

export async function uploaded(token: string, ballots: Taken[], sentAt?: number) {
  const res = await upload(token, ballots, sentAt)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json<BallotResults>()).results
}
