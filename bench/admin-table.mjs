// The admin panel at city scale (part of `npm run bench`; alone: `node bench/admin-table.mjs` through npx,
// with BENCH_PROPOSALS=100000 for the 100,000-proposal city): the admin table's first page as the panel
// asks for it (GET /api/admin/proposals, newest first, 10 rows), the same with each sort order, filters
// and a search, a page far into the table, and both exports of every proposal, read to the last byte.
// Sequential requests, wall time seen by the client on loopback, one warm-up before each measured set.
import { adminToken } from './local-worker.mjs'

const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 40)

const percentile = (sorted, p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] * 10) / 10

async function timed(url, token) {
  const started = performance.now()
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  const body = await res.text()
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`)
  return { ms: performance.now() - started, body }
}

/** p50/p95 of RUNS requests whose addresses `pathFor(i)` gives, after one warm-up. */
async function series(base, token, name, pathFor) {
  await timed(base + pathFor(0), token)
  const times = []
  for (let i = 0; i < RUNS; i++) times.push((await timed(base + pathFor(i), token)).ms)
  times.sort((a, b) => a - b)
  const row = { name, requests: RUNS, p50ms: percentile(times, 0.5), p95ms: percentile(times, 0.95) }
  console.log(`  ${name}: p50 ${row.p50ms} ms, p95 ${row.p95ms} ms`)
  return row
}

/** An export read to its last byte: time to the first bytes, to the last, its size and its rows. */
async function exportOf(base, token, path) {
  const started = performance.now()
  const res = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`${path}: ${res.status}`)
  const reader = res.body.getReader()
  let firstByteMs = null
  let bytes = 0
  let newlines = 0
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    firstByteMs ??= performance.now() - started
    bytes += value.length
    for (const byte of value) if (byte === 10) newlines++
  }
  return {
    path,
    firstByteMs: Math.round(firstByteMs),
    totalMs: Math.round(performance.now() - started),
    megabytes: +(bytes / 1e6).toFixed(1),
    newlines,
  }
}

/** Measures the admin routes on a running city server (`server`, its data folder `data`). */
export async function measureAdminTable(server, data) {
  const token = await adminToken(server, data)
  const base = `${server.url}/api/admin/proposals`
  const first = JSON.parse((await timed(`${base}?limit=10`, token)).body)
  const words = ['parque', 'carril bici', 'fuente colegio', 'huerto', 'rampas accesibles', 'biblioteca']
  const sorts = ['title', 'status', 'votes', 'scope', 'createdAt']
  const filters = ['status=pending', 'district=Norte&status=approved', 'channel=web&year=2025', 'scope=Medio%20Ambiente']

  const rows = [
    await series(base, token, 'first page, newest first (10 rows)', () => '?limit=10'),
    await series(base, token, 'first page sorted by title, status, votes or scope (both ways, 10 rows)', (i) => {
      const sort = sorts[i % 4]
      return `?limit=10&sort=${sort}&dir=${i % 8 < 4 ? 'asc' : 'desc'}`
    }),
    await series(
      base,
      token,
      'first page with filters (status, district, channel, year, scope)',
      (i) => `?limit=10&${filters[i % filters.length]}`,
    ),
    await series(
      base,
      token,
      'first page of a search (words, sorted by votes)',
      (i) => `?limit=10&sort=votes&q=${encodeURIComponent(words[i % words.length])}`,
    ),
    await series(base, token, 'first page of 500 rows', (i) => `?limit=500&sort=${sorts[i % sorts.length]}`),
  ]

  // 'Siguiente' 100 times by title: the hundredth page costs what the first does (keyset, not offset).
  let cursor = ''
  const pageTimes = []
  for (let page = 0; page < 100; page++) {
    const { ms, body } = await timed(`${base}?limit=10&sort=title${cursor ? `&cursor=${cursor}` : ''}`, token)
    pageTimes.push(ms)
    cursor = JSON.parse(body).next
  }
  const deep = {
    name: "pages 91–100 by title ('Siguiente' 100 times)",
    requests: 10,
    ...(() => {
      const last = pageTimes.slice(90).sort((a, b) => a - b)
      return { p50ms: percentile(last, 0.5), p95ms: percentile(last, 0.95) }
    })(),
  }
  console.log(`  ${deep.name}: p50 ${deep.p50ms} ms, p95 ${deep.p95ms} ms`)
  rows.push(deep)

  const csv = await exportOf(server.url, token, '/api/admin/proposals/export.csv')
  const json = await exportOf(server.url, token, '/api/admin/proposals/export.json?sort=title')
  // The header line and one line per proposal: every proposal is in the file.
  if (csv.newlines - 1 !== first.total) throw new Error(`the CSV holds ${csv.newlines - 1} rows, not ${first.total}`)
  const exports = [
    { name: 'CSV of every proposal (newest first)', rows: first.total, ...csv },
    { name: 'Rows for the Excel book (JSON, by title)', rows: first.total, ...json },
  ]
  for (const e of exports) console.log(`  ${e.name}: first bytes ${e.firstByteMs} ms, all ${e.totalMs} ms, ${e.megabytes} MB`)
  return { proposals: first.total, rows, exports }
}

export function adminTable({ proposals, rows, exports }) {
  return [
    `Admin panel with ${proposals.toLocaleString('en')} proposals: GET /api/admin/proposals one request at a time (${RUNS} after a warm-up; page, count and years in one D1 batch), and the exports read to the last byte.`,
    '',
    '| Admin table | p50 ms | p95 ms |',
    '|---|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${r.p50ms} | ${r.p95ms} |`),
    '',
    '| Export | rows | first bytes ms | whole file ms | size |',
    '|---|---:|---:|---:|---:|',
    ...exports.map((e) => `| ${e.name} | ${e.rows.toLocaleString('en')} | ${e.firstByteMs} | ${e.totalMs} | ${e.megabytes} MB |`),
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { machine, startCityServer } = await import('./city-server.mjs')
  const { server, data } = await startCityServer()
  try {
    const measured = await measureAdminTable(server, data)
    console.log(`\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine()}.\n\n${adminTable(measured)}\n`)
  } finally {
    await server.stop()
  }
}
