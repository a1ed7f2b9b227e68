import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { TABLE_TEXTS } from '@copy'
import { ERROR_TEXTS } from '@copy/errors'
import { calendarOpenAt, setCalendar } from '../test/calendar'
import { admin, call, errorOf, LIMIT_WINDOW_WAIT_MS, resident, type Person, withinOneLimitWindow } from '../test/fixtures'
import { join, joined, openTable, tableForm } from '../test/tables'

let boss: Person
beforeEach(async () => {
  boss = await admin()
})

const history = async (action: string) =>
  (await env.DB.prepare('SELECT target_type AS type, target_id AS id, after FROM audit_log WHERE action = ?1').bind(action).all()).results

describe('the council opens a table', () => {
  it('answers the table and its join code once; the table keeps only the hash of the code and a sealed private key', async () => {
    const { table, joinCode } = await openTable(boss)
    expect(joinCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    expect(table).toMatchObject({ place: 'Centro cívico Norte, sótano', status: 'open', volunteers: ['Ana', 'Luis'], graceHours: 48 })
    expect(table.receiptPrefix).toMatch(/^[A-Z2-9]{2}$/)
    const row = await env.DB.prepare('SELECT * FROM vote_tables WHERE id = ?1').bind(table.id).first<Record<string, string>>()
    expect(JSON.stringify(row)).not.toContain(joinCode)
    expect(row!.sealed_private_key).not.toMatch(/^MII/)
    expect(await history('table.create')).toEqual([expect.objectContaining({ type: 'table', id: table.id })])
    // The list shows it with its devices and counts, never a code or a key.
    const list = await (await call('GET', '/api/admin/tables', { token: boss.token })).json<{ tables: Record<string, unknown>[] }>()
    expect(list.tables).toHaveLength(1)
    expect(list.tables[0]).toMatchObject({ id: table.id, devices: [], counts: { received: 0, counted: 0, refused: 0, votes: 0 } })
    expect(JSON.stringify(list)).not.toMatch(/publicKey|sealed|joinCode/)
  })

  it('refuses a window outside support, closing before opening, bad fields, in Spanish with the field; nothing written', async () => {
    const outside = await call('POST', '/api/admin/tables', { token: boss.token, json: tableForm({ day: '2099-01-01' }) })
    expect(await errorOf(outside)).toMatchObject({
      error: 'TABLE_OUTSIDE_SUPPORT',
      fields: { day: expect.stringMatching(/apoyo a propuestas/) },
    })
    const backwards = await call('POST', '/api/admin/tables', { token: boss.token, json: tableForm({ opens: '18:00', closes: '10:00' }) })
    expect(await errorOf(backwards)).toMatchObject({ error: 'VALIDATION', fields: { closes: TABLE_TEXTS.closesBeforeOpens } })
    const bad = await call('POST', '/api/admin/tables', {
      token: boss.token,
      json: tableForm({ place: '', opens: '9h', volunteers: Array(21).fill('X'), graceHours: 100 }),
    })
    expect((await errorOf(bad)).fields).toMatchObject({
      place: TABLE_TEXTS.place,
      opens: TABLE_TEXTS.time,
      volunteers: TABLE_TEXTS.volunteers,
      graceHours: TABLE_TEXTS.graceHours,
    })
    const resident_ = await resident()
    expect(await errorOf(await call('POST', '/api/admin/tables', { token: resident_.token, json: tableForm() }))).toMatchObject({
      error: 'FORBIDDEN',
    })
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM vote_tables').first<{ n: number }>())!.n).toBe(0)
  })

  it('refuses a table when the year has no support dates', async () => {
    await env.DB.prepare('DELETE FROM budget_calendars').run()
    const res = await call('POST', '/api/admin/tables', { token: boss.token, json: tableForm() })
    expect(await errorOf(res)).toMatchObject({ error: 'TABLE_OUTSIDE_SUPPORT', message: TABLE_TEXTS.noSupportDates })
    await setCalendar(calendarOpenAt('support'))
  })
})

describe('a device joins a table with its code', () => {
  it('gets a token, the table with its public key and the proposals; written with spaces or in lower case it is the same code', async () => {
    const { table, joinCode } = await openTable(boss)
    const session = await joined(` ${joinCode.toLowerCase().replace('-', ' ')} `)
    expect(session.device).toMatchObject({ label: 'Móvil 1', token: expect.any(String) })
    expect(session.table).toMatchObject({ id: table.id, receiptPrefix: table.receiptPrefix, publicKey: expect.stringMatching(/^MII/) })
    expect(Date.parse(session.serverTime)).toBeGreaterThan(0)
    const refreshed = await call('GET', '/api/tables/session', { headers: { 'x-table-device': session.device.token } })
    expect(refreshed.status).toBe(200)
    expect(await refreshed.json()).toMatchObject({ table: { id: table.id }, proposals: [] })
    const list = await (await call('GET', '/api/admin/tables', { token: boss.token })).json<{ tables: { devices: unknown[] }[] }>()
    expect(list.tables[0].devices).toEqual([expect.objectContaining({ label: 'Móvil 1', revokedAt: null, lastSeenAt: expect.any(String) })])
  })

  it('a mistyped code, a code replaced by a new one, a closed table and a revoked one are each refused in Spanish', async () => {
    const { table, joinCode } = await openTable(boss)
    expect(await errorOf(await join('ABCD'))).toMatchObject({ error: 'TABLE_CODE_INVALID', fields: { code: TABLE_TEXTS.code } })
    expect(await errorOf(await join('ABCD-EFGH'))).toEqual({ error: 'TABLE_CODE_INVALID', message: ERROR_TEXTS.TABLE_CODE_INVALID })
    const renewed = await call('POST', `/api/admin/tables/${table.id}/join-code`, { token: boss.token })
    const { joinCode: fresh } = await renewed.json<{ joinCode: string }>()
    expect(fresh).not.toBe(joinCode)
    expect(await errorOf(await join(joinCode))).toMatchObject({ error: 'TABLE_CODE_INVALID' })
    await joined(fresh)
    expect((await call('POST', `/api/admin/tables/${table.id}/close`, { token: boss.token })).status).toBe(200)
    expect(await errorOf(await join(fresh))).toEqual({ error: 'TABLE_CLOSED', message: ERROR_TEXTS.TABLE_CLOSED })
    expect(await errorOf(await call('POST', `/api/admin/tables/${table.id}/join-code`, { token: boss.token }))).toMatchObject({
      error: 'CONFLICT',
      message: TABLE_TEXTS.notOpen,
    })
    expect(
      (await call('POST', `/api/admin/tables/${table.id}/revoke`, { token: boss.token, json: { reason: 'Código publicado' } })).status,
    ).toBe(200)
    expect(await errorOf(await join(fresh))).toEqual({ error: 'TABLE_REVOKED', message: ERROR_TEXTS.TABLE_REVOKED })
    // Every write of the council is in the history, without the code.
    for (const action of ['table.create', 'table.join-code', 'table.close', 'table.revoke']) expect(await history(action)).toHaveLength(1)
    expect(JSON.stringify(await env.DB.prepare('SELECT * FROM audit_log').all())).not.toContain(fresh)
  })

  it('a code whose window has ended no longer joins', async () => {
    const { table, joinCode } = await openTable(boss)
    await env.DB.prepare("UPDATE vote_tables SET day = '2025-06-01' WHERE id = ?1").bind(table.id).run()
    expect(await errorOf(await join(joinCode))).toMatchObject({ error: 'TABLE_CLOSED' })
  })

  it(
    'guessing codes from one address is stopped by the rate limit',
    async () => {
      // 320 guesses against a limit of 300 a minute: begun near a new minute of the clock, they could be
      // split between two windows and none refused.
      await withinOneLimitWindow()
      await openTable(boss)
      const answers = []
      for (let i = 0; i < 320; i++) answers.push((await join(`ABCD-${String(1000 + i).replace(/[01]/g, 'X')}`, 'x', '10.33.0.1')).status)
      expect(answers).toContain(429)
      expect(answers.filter((s) => s === 201)).toHaveLength(0)
    },
    LIMIT_WINDOW_WAIT_MS + 30_000,
  )

  it('an unknown device token is refused; a revoked device is refused with the reason and the revoke is in the history', async () => {
    const { table, joinCode } = await openTable(boss)
    expect(await errorOf(await call('GET', '/api/tables/session', { headers: { 'x-table-device': 'nada' } }))).toEqual({
      error: 'AUTH_REQUIRED',
      message: TABLE_TEXTS.deviceUnknown,
    })
    const session = await joined(joinCode)
    const revoke = await call('POST', `/api/admin/tables/${table.id}/devices/${session.device.id}/revoke`, {
      token: boss.token,
      json: { reason: 'Móvil perdido' },
    })
    expect(revoke.status).toBe(200)
    const refused = await call('GET', '/api/tables/session', { headers: { 'x-table-device': session.device.token } })
    expect(await errorOf(refused)).toEqual({ error: 'TABLE_REVOKED', message: TABLE_TEXTS.deviceRevoked('Móvil perdido') })
    expect(await history('table.device-revoke')).toEqual([expect.objectContaining({ id: table.id })])
    const again = await call('POST', `/api/admin/tables/${table.id}/devices/${session.device.id}/revoke`, {
      token: boss.token,
      json: { reason: 'Otra vez' },
    })
    expect(await errorOf(again)).toMatchObject({ error: 'CONFLICT' })
    const unknown = await call('POST', `/api/admin/tables/${table.id}/devices/999999/revoke`, {
      token: boss.token,
      json: { reason: 'No existe' },
    })
    expect(await errorOf(unknown)).toMatchObject({ error: 'NOT_FOUND', message: TABLE_TEXTS.deviceNotFound })
  })
})
