import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { longDay } from '@copy/dates'
import { cityDay } from '@domain/city-day'
import { randomCode } from '@domain/receipt-code'
import { importTablePublicKey, sealBallot } from '@domain/table-ballot'
import { TABLE_TEXTS } from '@copy'
import { CENSUS_REFUSALS } from '@copy/census-refusals'
import { calendarOpenAt, setCalendar } from '../test/calendar'
import { dni, seedCensus } from '../test/census'
import { admin, call, errorOf, newProposal, resident, visitorContact, type Person } from '../test/fixtures'
import { openTable, take, upload, uploaded, yesterday, yesterdaysTable, type Joined, type Taken } from '../test/tables'

const person = (n: number) => ({ document: dni(n), birthDate: '1970-02-03' })
const CHILD = { document: dni(9999), birthDate: `${new Date().getFullYear() - 10}-04-04` }
let boss: Person
let ids: number[]

beforeEach(async () => {
  boss = await admin()
  await seedCensus([
    ...Array.from({ length: 1100 }, (_, i) => ({ ...person(1000 + i), district: 'Norte' })),
    { ...CHILD, district: 'Norte' },
  ])
  expect((await call('PATCH', '/api/system-config', { token: boss.token, json: { residentsOnly: true } })).status).toBe(200)
  ids = []
  for (const title of ['Bancos en la plaza del mercado', 'Fuente en el parque de la ribera']) {
    ids.push((await newProposal({ fields: { ...visitorContact, title, district: 'Norte' } })).id)
  }
})

const votesOf = async (id: number) =>
  (await env.DB.prepare('SELECT votes FROM proposals WHERE id = ?').bind(id).first<{ votes: number }>())!.votes
const queue = (session: Joined, count: number, at: number, first = 1000) =>
  Promise.all(Array.from({ length: count }, (_, i) => take(session, person(first + i), [ids[0]], { seq: i, at })))
const stored = async () => JSON.stringify((await env.DB.prepare('SELECT * FROM table_ballots').all()).results)

describe('ballots taken offline at a table', () => {
  it('are counted once each, with a receipt that was pending until the sync and the table record that adds up; no document is kept', async () => {
    const { table, session, at } = await yesterdaysTable(boss)
    const ballots = [
      await take(session, person(1000), ids, { seq: 0, at: at('09:15') }),
      await take(session, person(1001), [ids[1]], { seq: 1, at: at('10:00') }),
      await take(session, person(1002), [ids[0]], { seq: 2, at: at('11:30'), coupon: true }),
    ]
    const pending = await call('GET', `/api/receipts/${ballots[0].receipt}`)
    expect(await pending.json()).toEqual({ receipt: ballots[0].receipt, pending: true, proposals: [], message: TABLE_TEXTS.receiptPending })
    const results = await uploaded(session.device.token, ballots)
    expect(results.map((r) => [r.key, r.outcome, r.receipt])).toEqual(ballots.map((b) => [b.key, 'counted', b.receipt]))
    expect(results[0].proposals).toEqual(ids.map((proposalId) => ({ proposalId, counted: true })))
    expect([await votesOf(ids[0]), await votesOf(ids[1])]).toEqual([2, 2])
    const synced = await (await call('GET', `/api/receipts/${ballots[0].receipt}`)).json<{ pending: boolean; proposals: unknown[] }>()
    expect(synced).toEqual({
      receipt: ballots[0].receipt,
      proposals: [expect.objectContaining({ id: ids[0] }), expect.objectContaining({ id: ids[1] })],
    })
    const channels = await env.DB.prepare('SELECT DISTINCT channel FROM vote_receipts').all()
    expect(channels.results).toEqual([{ channel: 'table' }])

    const record = await (await call('GET', `/api/admin/tables/${table.id}/record`, { token: boss.token })).json<Record<string, unknown>>()
    expect(record).toMatchObject({
      ballots: { counted: 3, refused: 0, partly: 0 },
      refusals: [],
      perProposal: [
        { proposalId: ids[0], votes: 2, title: 'Bancos en la plaza del mercado' },
        { proposalId: ids[1], votes: 2 },
      ],
      uploads: [{ deviceId: session.device.id, ballots: 3 }],
    })
    const csvAnswer = await call('GET', `/api/admin/tables/${table.id}/record.csv`, { token: boss.token })
    expect(csvAnswer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = new Uint8Array(await csvAnswer.clone().arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    // text() drops the byte-order mark.
    expect(await csvAnswer.text()).toBe(
      `${TABLE_TEXTS.recordCsvHeader.join(';')}\r\n${ids[0]};Bancos en la plaza del mercado;Norte;2\r\n${ids[1]};Fuente en el parque de la ribera;Norte;2\r\n`,
    )
    const byTable = await (await call('GET', '/api/admin/results/by-table', { token: boss.token })).json()
    expect(byTable).toEqual({
      tables: [
        {
          id: table.id,
          place: table.place,
          perProposal: [
            { proposalId: ids[0], title: 'Bancos en la plaza del mercado', votes: 2 },
            { proposalId: ids[1], title: 'Fuente en el parque de la ribera', votes: 2 },
          ],
        },
      ],
    })
    const open = await (await call('GET', '/api/open-data/table-votes.csv')).text()
    expect(open).toContain(`${table.id};"${table.place}";${TABLE_TEXTS.anyDistrict};${yesterday()};`)
    const list = await (await call('GET', '/api/admin/tables', { token: boss.token })).json<{ tables: { counts: unknown }[] }>()
    expect(list.tables[0].counts).toEqual({ received: 3, counted: 3, partly: 0, refused: 0, votes: 4 })
    // Neither a document nor a birth date anywhere a ballot left a trace.
    const everything =
      (await stored()) + JSON.stringify((await env.DB.prepare('SELECT * FROM audit_log').all()).results) + JSON.stringify(record)
    for (const n of [1000, 1001, 1002]) expect(everything).not.toContain(dni(n))
    expect(everything).not.toContain('1970-02-03')
  })

  it('refuses a person who voted online (saying when), a person too young, and counts the rest of a ballot', async () => {
    const { session, at } = await yesterdaysTable(boss)
    const online = await resident()
    expect((await call('POST', '/api/user/verification', { token: online.token, json: person(1010) })).status).toBe(200)
    expect((await call('POST', `/api/proposals/${ids[0]}/vote`, { token: online.token })).status).toBe(200)
    const ballots = [
      await take(session, person(1010), ids, { seq: 0, at: at('12:00') }),
      await take(session, CHILD, [ids[0]], { seq: 1, at: at('12:05') }),
      await take(session, { document: dni(5), birthDate: '1970-02-03' }, [ids[0]], { seq: 2, at: at('12:10') }),
      // The one who voted online, again, for that proposal alone: refused proposal by proposal.
      await take(session, person(1010), [ids[0]], { seq: 3, at: at('12:15') }),
    ]
    const logged: unknown[] = []
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(...args)),
    )
    const [partly, young, unknown, again] = await uploaded(session.device.token, ballots)
    for (const spy of spies) spy.mockRestore()
    // Whatever the Worker logged while judging them, no document and no birth date.
    expect(JSON.stringify(logged.map(String))).not.toMatch(new RegExp(`${dni(1010)}|${CHILD.document}|${dni(5)}|1970-02-03`))
    const votedOnline = `Ya había votado por internet el ${longDay(cityDay())}`
    expect(partly).toMatchObject({
      outcome: 'partly',
      proposals: [
        { proposalId: ids[0], counted: false, code: 'DUPLICATE_VOTE', message: votedOnline },
        { proposalId: ids[1], counted: true },
      ],
    })
    expect(young).toMatchObject({ outcome: 'refused', code: 'TOO_YOUNG', message: CENSUS_REFUSALS.TOO_YOUNG })
    expect(unknown).toMatchObject({ outcome: 'refused', code: 'NOT_IN_CENSUS' })
    expect(again).toMatchObject({ outcome: 'refused', proposals: [{ proposalId: ids[0], counted: false, code: 'DUPLICATE_VOTE' }] })
    // Once judged, a refused ballot's receipt is no longer pending: it counted nowhere.
    expect(await errorOf(await call('GET', `/api/receipts/${ballots[1].receipt}`))).toMatchObject({ error: 'NOT_FOUND' })
    expect([await votesOf(ids[0]), await votesOf(ids[1])]).toEqual([1, 1])
    const { table } = session
    const record = await (await call('GET', `/api/admin/tables/${table.id}/record`, { token: boss.token })).json<{ refusals: unknown[] }>()
    expect(record.refusals).toEqual(
      expect.arrayContaining([
        { code: 'DUPLICATE_VOTE', message: votedOnline, count: 2 },
        { code: 'TOO_YOUNG', message: CENSUS_REFUSALS.TOO_YOUNG, count: 1 },
      ]),
    )
    // Every refusal has its reason, a ballot refused proposal by proposal too.
    expect(record.refusals).not.toContainEqual(expect.objectContaining({ code: null }))
  })

  it('places a ballot by the Worker clock when the device clock is hours off, and refuses one taken outside the window', async () => {
    const { session, at } = await yesterdaysTable(boss)
    const off = -5 * 3_600_000
    // The phone says 05:30 for a ballot taken at 10:30, and sends while its clock is five hours behind too.
    const behind = await take(session, person(1020), [ids[0]], { seq: 0, at: at('10:30') + off })
    const [counted] = await uploaded(session.device.token, [behind], Date.now() + off)
    expect(counted.outcome).toBe('counted')
    const late = await take(session, person(1021), [ids[0]], { seq: 1, at: at('22:30') })
    const [refused] = await uploaded(session.device.token, [late])
    expect(refused).toMatchObject({
      outcome: 'refused',
      code: 'VOTING_DISABLED',
      message: TABLE_TEXTS.outsideWindow(longDay(yesterday()), '09:00', '21:00'),
    })
    // A clock claiming a time before the device even joined the table is held to the join (08:00): still outside.
    const early = await take(session, person(1022), [ids[0]], { seq: 2, at: at('08:30') - 3 * 3_600_000 })
    expect((await uploaded(session.device.token, [early]))[0]).toMatchObject({ outcome: 'refused', code: 'VOTING_DISABLED' })
    expect(await votesOf(ids[0])).toBe(1)
  })

  it('keeps the upload order: a ballot the device numbered after another was not taken before it, whatever its clock says', async () => {
    const { session, at } = await yesterdaysTable(boss)
    const first = await take(session, person(1025), [ids[0]], { seq: 0, at: at('10:00') })
    // The battery died and the phone came back believing it was 1 January 1970; the network fixed its clock before the upload.
    const afterReset = await take(session, person(1026), [ids[0]], { seq: 1, at: 3_600_000 })
    expect((await uploaded(session.device.token, [first])).map((r) => r.outcome)).toEqual(['counted'])
    expect((await uploaded(session.device.token, [afterReset])).map((r) => r.outcome)).toEqual(['counted'])
    expect(await votesOf(ids[0])).toBe(2)
  })

  it('counts a ballot taken while support was open even when it arrives after support closed; after the grace, refuses', async () => {
    const { table, session, at } = await yesterdaysTable(boss)
    const calendar = calendarOpenAt('support')
    await setCalendar({
      ...calendar,
      presentation: { ...calendar.presentation, end: yesterday() },
      support: { ...calendar.support, end: yesterday() },
    })
    // Today support is closed: a web vote is refused, the table's ballot of yesterday counts.
    const online = await resident()
    expect((await call('POST', '/api/user/verification', { token: online.token, json: person(1030) })).status).toBe(200)
    expect(await errorOf(await call('POST', `/api/proposals/${ids[0]}/vote`, { token: online.token }))).toMatchObject({
      error: 'VOTING_DISABLED',
    })
    const inTime = await take(session, person(1031), [ids[0]], { seq: 0, at: at('20:59') })
    expect((await uploaded(session.device.token, [inTime]))[0].outcome).toBe('counted')
    await env.DB.prepare('UPDATE vote_tables SET grace_hours = 0 WHERE id = ?1').bind(table.id).run()
    const tooLate = await take(session, person(1032), [ids[0]], { seq: 1, at: at('20:00') })
    const [refused] = await uploaded(session.device.token, [tooLate])
    expect(refused).toMatchObject({ outcome: 'refused', code: 'TABLE_CLOSED' })
    expect(refused.message).toBe(TABLE_TEXTS.graceOver(longDay(yesterday())))
    expect(await votesOf(ids[0])).toBe(1)
  })
})

describe('exactly once', () => {
  it('a retried upload, the same key from a second device and two tabs at once count each ballot once', async () => {
    const { session, second, at } = await yesterdaysTable(boss)
    const ballots = await queue(session, 10, at('13:00'))
    const [a, b, c] = await Promise.all([
      upload(session.device.token, ballots),
      upload(session.device.token, ballots),
      upload(second.device.token, ballots),
    ])
    const answers = await Promise.all([a, b, c].map(async (r) => (await r.json<{ results: { key: string; outcome: string }[] }>()).results))
    for (const results of answers) for (const r of results) expect(['counted', 'pending']).toContain(r.outcome)
    const retried = await uploaded(session.device.token, ballots)
    expect(retried.map((r) => r.outcome)).toEqual(Array(10).fill('counted'))
    expect(await votesOf(ids[0])).toBe(10)
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM vote_codes').first<{ n: number }>())!.n).toBe(10)
  })

  it('an upload cut in the middle and sent again counts every ballot once; a judging that died is taken over and answered as counted', async () => {
    const { session, at } = await yesterdaysTable(boss)
    const ballots = await queue(session, 50, at('14:00'))
    // The first half reached the Worker; the answer never reached the phone.
    await uploaded(session.device.token, ballots.slice(0, 25))
    // The 26th was being judged when its invocation died: claimed, counted, never answered.
    await uploaded(session.device.token, [ballots[25]])
    await env.DB.prepare(
      'UPDATE table_ballots SET outcome = NULL, answer = NULL, received_at = received_at - 600000 WHERE idempotency_key = ?1',
    )
      .bind(ballots[25].key)
      .run()
    const all = await uploaded(session.device.token, ballots)
    expect(all.map((r) => r.outcome)).toEqual(Array(50).fill('counted'))
    expect(await votesOf(ids[0])).toBe(50)
  })

  it('a key being judged right now answers pending', async () => {
    const { session, at } = await yesterdaysTable(boss)
    const [ballot] = await queue(session, 1, at('15:00'))
    await env.DB.prepare('INSERT INTO table_ballots (table_id, device_id, idempotency_key, seq) VALUES (?1, ?2, ?3, 0)')
      .bind(session.table.id, session.device.id, ballot.key)
      .run()
    expect((await uploaded(session.device.token, [ballot]))[0]).toMatchObject({ outcome: 'pending', message: TABLE_TEXTS.pending })
    expect(await votesOf(ids[0])).toBe(0)
  })
})

describe('faults and bounds', () => {
  it('a queue of 1,000 ballots, sent in requests of 50 in order, counts each once', { timeout: 300_000 }, async () => {
    const { table, session, at } = await yesterdaysTable(boss)
    const ballots = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => take(session, person(1000 + i), [ids[i % 2]], { seq: i, at: at('09:00') + i * 40_000 })),
    )
    for (let i = 0; i < ballots.length; i += 50) {
      const results = await uploaded(session.device.token, ballots.slice(i, i + 50))
      expect(results.filter((r) => r.outcome !== 'counted')).toEqual([])
    }
    expect([await votesOf(ids[0]), await votesOf(ids[1])]).toEqual([500, 500])
    const record = await (await call('GET', `/api/admin/tables/${table.id}/record`, { token: boss.token })).json<{
      ballots: unknown
      uploads: unknown[]
    }>()
    expect(record.ballots).toEqual({ counted: 1000, refused: 0, partly: 0 })
    expect(record.uploads).toHaveLength(20)
  })

  it("a revoked device's upload is refused and reported in the record, with nothing counted", async () => {
    const { table, session, at } = await yesterdaysTable(boss)
    await call('POST', `/api/admin/tables/${table.id}/devices/${session.device.id}/revoke`, {
      token: boss.token,
      json: { reason: 'Móvil perdido' },
    })
    const ballots = await queue(session, 3, at('16:00'))
    expect(await errorOf(await upload(session.device.token, ballots))).toEqual({
      error: 'TABLE_REVOKED',
      message: TABLE_TEXTS.deviceRevoked('Móvil perdido'),
    })
    expect(await votesOf(ids[0])).toBe(0)
    const record = await (await call('GET', `/api/admin/tables/${table.id}/record`, { token: boss.token })).json<{
      ballots: unknown
      refusals: unknown
    }>()
    expect(record.ballots).toEqual({ counted: 0, refused: 3, partly: 0 })
    expect(record.refusals).toEqual([{ code: 'TABLE_REVOKED', message: TABLE_TEXTS.deviceRevoked('Móvil perdido'), count: 3 }])
  })

  it("a revoked table's devices are all refused, and what it had counted before stays counted", async () => {
    const { table, session, second, at } = await yesterdaysTable(boss)
    const [before, after] = await Promise.all([queue(session, 1, at('16:00')), queue(second, 1, at('16:05'), 1050)])
    expect((await uploaded(session.device.token, before))[0].outcome).toBe('counted')
    expect(
      (await call('POST', `/api/admin/tables/${table.id}/revoke`, { token: boss.token, json: { reason: 'Mesa duplicada' } })).status,
    ).toBe(200)
    expect(await errorOf(await upload(second.device.token, after))).toEqual({
      error: 'TABLE_REVOKED',
      message: TABLE_TEXTS.tableRevoked('Mesa duplicada'),
    })
    // A retry of a ballot counted before the revoke is refused with the upload; its vote stays counted, and the record says so.
    expect(await errorOf(await upload(session.device.token, before))).toMatchObject({ error: 'TABLE_REVOKED' })
    expect(await votesOf(ids[0])).toBe(1)
    const record = await (await call('GET', `/api/admin/tables/${table.id}/record`, { token: boss.token })).json<{ ballots: unknown }>()
    expect(record.ballots).toEqual({ counted: 1, refused: 1, partly: 0 })
  })

  it('a ballot sealed for another table, tampered, with a receipt of another table or a reused receipt is refused and never counted', async () => {
    const { session, at } = await yesterdaysTable(boss)
    const other = await openTable(boss, { place: 'Biblioteca' })
    const otherKey = (
      await call('POST', '/api/tables/join', { json: { code: other.joinCode, label: 'Otro' } }).then((r) => r.json<Joined>())
    ).table
    const foreign: Taken = {
      key: crypto.randomUUID(),
      seq: 0,
      takenAt: new Date(at('10:00')).toISOString(),
      sealed: await sealBallot(await importTablePublicKey(otherKey.publicKey), {
        kind: 'ballot',
        ...person(1040),
        proposalIds: [ids[0]],
        receipt: randomCode(session.table.receiptPrefix),
      }),
    }
    const good = await take(session, person(1041), [ids[0]], { seq: 1, at: at('10:00') })
    const tampered = { ...good, key: crypto.randomUUID(), seq: 2, sealed: { ...good.sealed, data: `A${good.sealed.data.slice(1)}` } }
    const wrongPrefix = await take(session, person(1042), [ids[0]], {
      seq: 3,
      at: at('10:00'),
      receipt: randomCode(other.table.receiptPrefix),
    })
    const reused = await take(session, person(1043), [ids[0]], { seq: 4, at: at('10:00'), receipt: good.receipt })
    const results = await uploaded(session.device.token, [foreign, good, tampered, wrongPrefix, reused])
    expect(results.map((r) => [r.outcome, r.message])).toEqual([
      ['refused', TABLE_TEXTS.unreadable],
      ['counted', undefined],
      ['refused', TABLE_TEXTS.unreadable],
      ['refused', TABLE_TEXTS.receiptPrefix],
      ['refused', TABLE_TEXTS.receipt],
    ])
    expect(await votesOf(ids[0])).toBe(1)
  })

  it('refuses more than 50 ballots in a request and a malformed one, in Spanish, with nothing written', async () => {
    const { session, at } = await yesterdaysTable(boss)
    const ballots = await queue(session, 51, at('17:00'))
    expect(await errorOf(await upload(session.device.token, ballots))).toMatchObject({ error: 'VALIDATION', message: TABLE_TEXTS.ballots })
    const bad = await upload(session.device.token, [{ ...ballots[0], key: 'no-uuid' }])
    expect(await errorOf(bad)).toMatchObject({ error: 'VALIDATION', fields: { 'ballots.0.key': TABLE_TEXTS.ballotKey } })
    expect(await stored()).toBe('[]')
  })

  it('50 ballots of 50 proposals each: every statement within 100 bound parameters, the request within 1,000 queries', async () => {
    const { session, at } = await yesterdaysTable(boss)
    for (let i = ids.length; i < 50; i++) ids.push((await newProposal({ fields: { ...visitorContact, district: 'Norte' } })).id)
    const ballots = await Promise.all(
      Array.from({ length: 50 }, (_, i) => take(session, person(1100 + i), ids, { seq: i, at: at('18:00') })),
    )
    const prepare = vi.spyOn(env.DB, 'prepare')
    const widest: number[] = []
    prepare.mockImplementation(function (this: D1Database, query: string) {
      const statement = D1Proto.prepare.call(this, query)
      const bind = statement.bind.bind(statement)
      statement.bind = (...values: unknown[]) => {
        widest.push(values.length)
        return bind(...values)
      }
      return statement
    })
    const results = await uploaded(session.device.token, ballots)
    const queries = prepare.mock.calls.length
    prepare.mockRestore()
    expect(results.every((r) => r.outcome === 'counted')).toBe(true)
    expect(await votesOf(ids[49])).toBe(50)
    expect(queries).toBeLessThan(1000)
    expect(Math.max(...widest)).toBeLessThanOrEqual(100)
  })
})

const D1Proto = { prepare: Object.getPrototypeOf(env.DB).prepare as D1Database['prepare'] }
