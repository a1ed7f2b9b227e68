import { and, desc, eq, sql } from 'drizzle-orm'
import { longDay } from '@copy/dates'
import { randomCode, RECEIPT_ALPHABET } from '@domain/receipt-code'
import type { TableForm } from '@schemas'
import { tableWindow } from '@domain/table-window'
import { TABLE_TEXTS as T } from '@copy'
import { isUniqueViolation, type Db } from '../db/client'
import { audit } from '../db/queries/audit'
import { readCalendar } from '../db/queries/calendar'
import { readSystemConfig } from '../db/queries/system-config'
import { proposals, tableBallots, tableDevices, voteTables, type TableDeviceRow, type VoteTableRow } from '../db/schema'
import type { Bindings } from '../env'
import { AppError } from '../errors'
import { newTableKeys, sha256Hex } from './keys'

/** A table as the admin panel and the record show it: never its keys or its join code. */
export const adminTable = (t: VoteTableRow) => ({
  id: t.id,
  place: t.place,
  district: t.district,
  day: t.day,
  opens: t.opens,
  closes: t.closes,
  volunteers: t.volunteers,
  graceHours: t.graceHours,
  cycleYear: t.cycleYear,
  status: t.status,
  revokedReason: t.revokedReason,
  receiptPrefix: t.receiptPrefix,
  createdAt: t.createdAt.toISOString(),
  closedAt: t.closedAt?.toISOString() ?? null,
})

/** A table as its devices see it: what the ballots need, with the key they are sealed with. */
export const deviceTable = (t: VoteTableRow) => ({
  id: t.id,
  place: t.place,
  district: t.district,
  day: t.day,
  opens: t.opens,
  closes: t.closes,
  graceHours: t.graceHours,
  volunteers: t.volunteers,
  status: t.status,
  receiptPrefix: t.receiptPrefix,
  publicKey: t.publicKey,
})

export const adminDevice = (d: TableDeviceRow) => ({
  id: d.id,
  label: d.label,
  joinedAt: d.joinedAt.toISOString(),
  lastSeenAt: d.lastSeenAt?.toISOString() ?? null,
  revokedAt: d.revokedAt?.toISOString() ?? null,
  revokedReason: d.revokedReason,
})

/** A join code (shown once, as 'ABCD-EFGH') and the hash the table keeps of it. */
async function newJoinCode() {
  const joinCode = randomCode()
  return { joinCode, joinCodeHash: await sha256Hex(joinCode) }
}

const randomPrefix = () => {
  const [a, b] = crypto.getRandomValues(new Uint8Array(2))
  return RECEIPT_ALPHABET[a % RECEIPT_ALPHABET.length] + RECEIPT_ALPHABET[b % RECEIPT_ALPHABET.length]
}

/**
 * The window must lie inside support of the cycle in course: a table's ballots are votes, and support
 * is when votes are taken. Refused with the field to correct (422), nothing written.
 */
async function assertInsideSupport(db: Db, day: string) {
  const config = await readSystemConfig(db)
  const support = (await readCalendar(db, config.budgetYear))?.support
  if (!support) throw new AppError('TABLE_OUTSIDE_SUPPORT', T.noSupportDates, { fields: { day: T.noSupportDates } })
  if (day < support.start || day > support.end) {
    const message = T.outsideSupport(longDay(support.start), longDay(support.end))
    throw new AppError('TABLE_OUTSIDE_SUPPORT', message, { fields: { day: message } })
  }
  return config.budgetYear
}

/**
 * Opens a table: its keys, a join code and a receipt prefix no other table has (31² of them: a clash is
 * drawn again), with its history row in the same batch.
 */
export async function createTable(env: Bindings, db: Db, form: TableForm, adminId: number) {
  const cycleYear = await assertInsideSupport(db, form.day)
  const keys = await newTableKeys(env)
  for (let attempt = 0; ; attempt++) {
    const { joinCode, joinCodeHash } = await newJoinCode()
    const values = { ...form, cycleYear, joinCodeHash, receiptPrefix: randomPrefix(), ...keys, createdBy: adminId }
    try {
      const [[table]] = await db.batch([
        db.insert(voteTables).values(values).returning(),
        audit(db, {
          adminId,
          action: 'table.create',
          targetType: 'table',
          targetId: sql`last_insert_rowid()`,
          after: { place: form.place, district: form.district, day: form.day, opens: form.opens, closes: form.closes },
        }),
      ])
      return { table: { ...adminTable(table), devices: [], counts: emptyCounts }, joinCode }
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 20) throw err
    }
  }
}

const emptyCounts = { received: 0, counted: 0, partly: 0, refused: 0, votes: 0 }

export async function findTable(db: Db, id: number) {
  const table = await db.query.voteTables.findFirst({ where: eq(voteTables.id, id) })
  if (!table) throw new AppError('NOT_FOUND', T.tableNotFound)
  return table
}

/**
 * The tables of a cycle, newest day first, with their devices and counts: three queries whatever the
 * number of tables (a city runs a few hundred in a cycle).
 */
export async function listTables(env: Bindings, db: Db, year: number) {
  const tables = await db.select().from(voteTables).where(eq(voteTables.cycleYear, year)).orderBy(desc(voteTables.day), desc(voteTables.id))
  const ids = JSON.stringify(tables.map((t) => t.id))
  const [devices, counts] = await Promise.all([
    db.select().from(tableDevices).where(sql`${tableDevices.tableId} IN (SELECT value FROM json_each(${ids}))`).orderBy(tableDevices.id),
    tableCounts(env, ids),
  ])
  return tables.map((t) => ({
    ...adminTable(t),
    devices: devices.filter((d) => d.tableId === t.id).map(adminDevice),
    counts: counts.get(t.id) ?? emptyCounts,
  }))
}

/** Per table: ballots received and answered, counted, partly counted, refused, and the votes they counted. */
async function tableCounts(env: Bindings, ids: string) {
  const { results } = await env.DB.prepare(
    `SELECT b.table_id AS id, COUNT(b.outcome) AS received, COALESCE(SUM(b.outcome = 'counted'), 0) AS counted,
            COALESCE(SUM(b.outcome = 'partly'), 0) AS partly, COALESCE(SUM(b.outcome = 'refused'), 0) AS refused,
            COALESCE(SUM((SELECT COUNT(*) FROM json_each(b.answer, '$.proposals') j WHERE json_extract(j.value, '$.counted') = 1)), 0) AS votes
       FROM table_ballots b WHERE b.table_id IN (SELECT value FROM json_each(?1)) GROUP BY b.table_id`,
  )
    .bind(ids)
    .all<{ id: number; received: number; counted: number; partly: number; refused: number; votes: number }>()
  return new Map(results.map(({ id, ...c }) => [id, c]))
}

/** A new join code for an open table: the old one stops working at once. */
export async function renewJoinCode(db: Db, id: number, adminId: number) {
  const table = await findTable(db, id)
  if (table.status !== 'open') throw new AppError('CONFLICT', T.notOpen)
  const { joinCode, joinCodeHash } = await newJoinCode()
  await db.batch([
    db.update(voteTables).set({ joinCodeHash }).where(eq(voteTables.id, id)),
    audit(db, { adminId, action: 'table.join-code', targetType: 'table', targetId: id }),
  ])
  return joinCode
}

/** Closes an open table: no device joins any more; its devices still upload what they took, within the grace. */
export async function closeTable(db: Db, id: number, adminId: number) {
  const closedAt = new Date()
  const [[table]] = await db.batch([
    db
      .update(voteTables)
      .set({ status: 'closed', closedAt })
      .where(and(eq(voteTables.id, id), eq(voteTables.status, 'open')))
      .returning(),
    audit(db, {
      adminId,
      action: 'table.close',
      targetType: 'table',
      targetId: id,
      before: { status: 'open' },
      after: { status: 'closed' },
    }),
  ])
  if (!table) {
    await findTable(db, id)
    throw new AppError('CONFLICT', T.notOpen)
  }
  return table
}

/**
 * Revokes a table (a lost phone with the code, a table that should never have run): every later upload
 * of its devices is refused and reported, nothing counted. What was counted before stays counted.
 */
export async function revokeTable(db: Db, id: number, reason: string, adminId: number) {
  const before = await findTable(db, id)
  if (before.status === 'revoked') throw new AppError('CONFLICT', T.notOpen)
  const [[table]] = await db.batch([
    db
      .update(voteTables)
      .set({ status: 'revoked', revokedReason: reason, closedAt: before.closedAt ?? new Date() })
      .where(eq(voteTables.id, id))
      .returning(),
    audit(db, {
      adminId,
      action: 'table.revoke',
      targetType: 'table',
      targetId: id,
      before: { status: before.status },
      after: { status: 'revoked', reason },
    }),
  ])
  return table
}

/** Revokes one device of a table: its later uploads are refused and reported; the table's other devices go on. */
export async function revokeDevice(db: Db, tableId: number, deviceId: number, reason: string, adminId: number) {
  const [[device]] = await db.batch([
    db
      .update(tableDevices)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(tableDevices.id, deviceId), eq(tableDevices.tableId, tableId), sql`${tableDevices.revokedAt} IS NULL`))
      .returning(),
    audit(db, { adminId, action: 'table.device-revoke', targetType: 'table', targetId: tableId, after: { device: deviceId, reason } }),
  ])
  if (!device) {
    const known = await db.query.tableDevices.findFirst({ where: and(eq(tableDevices.id, deviceId), eq(tableDevices.tableId, tableId)) })
    throw known ? new AppError('CONFLICT', T.notOpen) : new AppError('NOT_FOUND', T.deviceNotFound)
  }
  return adminDevice(device)
}

/**
 * The proposals a table's volunteers choose from: the cycle's proposals of the table's district and of the
 * whole city (every district's for a table open to all), each said votable or not (only pending and not
 * assessed unfeasible; the Worker judges again at sync).
 */
export async function tableProposals(db: Db, table: VoteTableRow) {
  const rows = await db
    .select({
      id: proposals.id,
      title: proposals.title,
      district: proposals.district,
      status: proposals.status,
      feasibility: proposals.feasibility,
    })
    .from(proposals)
    .where(
      and(
        eq(proposals.cycleYear, table.cycleYear),
        table.district ? sql`${proposals.district} IN (${table.district}, 'Todos')` : undefined,
        sql`${proposals.status} <> 'rejected'`,
      ),
    )
    .orderBy(proposals.id)
  return rows.map((p) => ({
    id: p.id,
    number: p.id,
    title: p.title,
    district: p.district,
    votable: p.status === 'pending' && p.feasibility !== 'unfeasible',
  }))
}

/**
 * Whether a receipt code is a table's (its prefix) whose devices may still upload (not revoked, within
 * its grace) and that no answered ballot carries yet: a ballot refused at sync is no longer pending.
 */
export async function tableMayStillUpload(db: Db, code: string) {
  const table = await db.query.voteTables.findFirst({ where: eq(voteTables.receiptPrefix, code.slice(0, 2)) })
  if (!table || table.status === 'revoked' || Date.now() > tableWindow(table).uploadsUntil) return false
  return !(await db.query.tableBallots.findFirst({ where: and(eq(tableBallots.tableId, table.id), eq(tableBallots.receipt, code)) }))
}
