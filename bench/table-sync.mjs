// A neighbourhood table's sync (issue 33; part of `npm run bench`, BENCH_TABLES=0 leaves it out): a fresh
// local Worker (wrangler dev) with a census of BENCH_TABLE_BALLOTS residents, support open and a table
// open today; one device joins, seals that many ballots with the table's key (as the device does while
// offline, not timed) and syncs its queue in requests of 50, in order, as the device does when the signal
// returns. Measures the sync end to end (first request sent to last answer read) and checks that every
// ballot was counted once. Target (issue 33): 200 ballots in ≤ 10 s.
import { rmSync } from 'node:fs'
import { cityDay } from '../domain/city-day.ts'
import { randomCode } from '../domain/receipt-code.ts'
import { importTablePublicKey, sealBallot } from '../domain/table-ballot.ts'
import { freePort, startWorker } from '../scripts/lib/local-server.mjs'
import { adminToken, freshData, query } from './local-worker.mjs'

const BALLOTS = Number(process.env.BENCH_TABLE_BALLOTS ?? 200)
const PER_REQUEST = 50
const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'
const document = (i) => {
  const n = 20_000_000 + i
  return `${n}${LETTERS[n % 23]}`
}
const shifted = (day, days) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Support open from the start of the year to a month ahead, the later phases after it; two proposals. */
function seed(year) {
  const today = cityDay()
  const phases = [
    ['presentation', `${year}-01-01`, shifted(today, 30)],
    ['support', `${year}-01-01`, shifted(today, 30)],
    ['assessment', shifted(today, 31), shifted(today, 60)],
    ['selection', shifted(today, 61), shifted(today, 90)],
    ['results', shifted(today, 91), shifted(today, 120)],
    ['execution', shifted(today, 121), shifted(today, 400)],
  ]
  const columns = phases.flatMap(([p]) => [`${p}_start`, `${p}_end`])
  const values = phases.flatMap(([, start, end]) => [`'${start}'`, `'${end}'`])
  return [
    `INSERT OR REPLACE INTO budget_calendars (year, ${columns.join(', ')}) VALUES (${year}, ${values.join(', ')});`,
    `INSERT INTO proposals (title, description, district, cycle_year) VALUES
       ('Bancos en la plaza del mercado', 'Bancos a la sombra para descansar en la plaza.', 'Norte', ${year}),
       ('Fuente en el parque de la ribera', 'Una fuente de agua potable junto a los columpios.', 'Todos', ${year});`,
  ].join('\n')
}

async function json(res, expected) {
  if (res.status !== expected) throw new Error(`${res.url}: ${res.status} ${await res.text()}`)
  return res.json()
}

export async function measureTableSync() {
  const year = new Date().getFullYear()
  const data = await freshData('data-tables', seed(year))
  const server = await startWorker({ port: await freePort(), persistTo: data })
  try {
    const admin = { authorization: `Bearer ${await adminToken(server, data)}` }
    const post = (path, body, headers = {}) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })

    // Census channels need every online vote to be a census person's (decision 0056).
    await json(
      await fetch(`${server.url}/api/system-config`, {
        method: 'PATCH',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ residentsOnly: true }),
      }),
      200,
    )
    // The census, through its import (queue consumer), as the council loads it.
    const lines = ['DNI;FECHA_NACIMIENTO;DISTRITO', ...Array.from({ length: BALLOTS }, (_, i) => `${document(i)};03/02/1970;Norte`)]
    const form = new FormData()
    form.set('file', new File([`${lines.join('\r\n')}\r\n`], 'padron.csv', { type: 'text/csv' }))
    const { importId } = await json(await fetch(`${server.url}/api/admin/census`, { method: 'POST', headers: admin, body: form }), 202)
    for (let state; state?.lastImport?.importId !== importId; await new Promise((r) => setTimeout(r, 250)))
      state = await json(await fetch(`${server.url}/api/admin/census`, { headers: admin }), 200)

    const { joinCode } = await json(
      await post(
        '/api/admin/tables',
        { place: 'Centro cívico (banco de pruebas)', district: null, day: cityDay(), opens: '00:00', closes: '23:59', volunteers: [] },
        admin,
      ),
      201,
    )
    const session = await json(await post('/api/tables/join', { code: joinCode, label: 'Móvil 1' }), 201)
    const ids = session.proposals.map((p) => p.id)
    const publicKey = await importTablePublicKey(session.table.publicKey)
    const queue = []
    for (let i = 0; i < BALLOTS; i++) {
      const receipt = randomCode(session.table.receiptPrefix)
      const sealed = await sealBallot(publicKey, {
        kind: 'ballot',
        document: document(i),
        birthDate: '1970-02-03',
        proposalIds: ids,
        receipt,
      })
      queue.push({ key: crypto.randomUUID(), seq: i, takenAt: new Date().toISOString(), sealed })
    }

    const device = { 'x-table-device': session.device.token }
    const requestMs = []
    const started = performance.now()
    const outcomes = []
    for (let i = 0; i < queue.length; i += PER_REQUEST) {
      const sent = performance.now()
      const { results } = await json(
        await post('/api/tables/ballots', { sentAt: new Date().toISOString(), ballots: queue.slice(i, i + PER_REQUEST) }, device),
        200,
      )
      requestMs.push(performance.now() - sent)
      outcomes.push(...results.map((r) => r.outcome))
    }
    const syncMs = performance.now() - started
    const counted = outcomes.filter((o) => o === 'counted').length
    const [{ votes }] = await query(`SELECT SUM(votes) AS votes FROM proposals`, data)
    if (counted !== BALLOTS || votes !== BALLOTS * ids.length)
      throw new Error(`table sync counted ${counted} of ${BALLOTS} ballots, ${votes} votes`)
    return {
      ballots: BALLOTS,
      proposalsPerBallot: ids.length,
      requests: requestMs.length,
      syncSeconds: Number((syncMs / 1000).toFixed(2)),
      ballotsPerSecond: Math.round(BALLOTS / (syncMs / 1000)),
      slowestRequestMs: Math.round(Math.max(...requestMs)),
    }
  } finally {
    await server.stop()
    rmSync(data, { recursive: true, force: true })
  }
}

export const tableSyncTable = (t) =>
  `Table sync: ${t.ballots} sealed ballots of one table (${t.proposalsPerBallot} proposals each) synced in ${t.requests} requests of ${PER_REQUEST} against the local Worker (wrangler dev), one after another: ${t.syncSeconds} s end to end (${t.ballotsPerSecond} ballots/s, slowest request ${t.slowestRequestMs} ms), every ballot counted once. Target: 200 in ≤ 10 s.`
