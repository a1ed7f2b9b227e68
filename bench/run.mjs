// npm run bench: the city-scale benchmark. Generates 10,000 proposals over 5 years, 2,000 users and
// 50,000 votes in a fresh local D1, starts the real Worker (wrangler dev) and measures every route
// against a static file of the same server, then the admin table and its exports, in one run. Writes bench/results.json and bench/results.md.
import autocannon from 'autocannon'
import { SignJWT, importJWK } from 'jose'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ROOT, executeSql } from '../scripts/lib/local-server.mjs'
import { machine, startCityServer } from './city-server.mjs'
import { fanOutTable, measureFanOut } from './fan-out.mjs'
import { censusTable, measureCensusImport } from './census-import.mjs'
import { laboratoryTable, measureLaboratory } from './selection-lab.mjs'
import { measureSelection, selectionTable } from './selection.mjs'
import { adminTable, measureAdminTable } from './admin-table.mjs'
import { measureTableSync, tableSyncTable } from './table-sync.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const { server, dataset, data } = await startCityServer()
try {
  const base = server.url
  // The first token check makes the local provider create its signing key; read it to sign tokens.
  await fetch(`${base}/api/user`, { headers: { authorization: 'Bearer a.b.c' } })
  const [{ results: keys }] = JSON.parse(await executeSql('SELECT kid, private_jwk FROM local_idp_keys', { persistTo: data, json: true }))
  const key = await importJWK(JSON.parse(keys[0].private_jwk), 'RS256')
  const projectId = /FIREBASE_PROJECT_ID = "([^"]+)"/.exec(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8'))[1]
  const now = Math.floor(Date.now() / 1000)
  const tokens = await Promise.all(
    Array.from({ length: dataset.users }, (_, i) =>
      // A confirmed e-mail: only confirmed people vote (one person, one vote).
      new SignJWT({ email: `vecino${i + 1}@bench.test`, email_verified: true, auth_time: now, firebase: { sign_in_provider: 'password' } })
        .setProtectedHeader({ alg: 'RS256', kid: keys[0].kid })
        .setIssuer(`https://securetoken.google.com/${projectId}`)
        .setAudience(projectId)
        .setSubject(`bench-${i + 1}`)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(key),
    ),
  )
  const list = await fetch(`${base}/api/proposals`)
  const etag = list.headers.get('etag')
  const proposals = await list.json()
  const pending = proposals.filter((p) => p.status === 'pending').map((p) => p.id)
  // The baseline is a real static file of the build, served as the Worker's assets: the app's entry.
  const asset = /data-main="([^"]+\.js)"/.exec(readFileSync(join(ROOT, 'dist', 'index.html'), 'utf8'))?.[1]
  if (!asset) throw new Error('dist/index.html names no entry script')

  // Every (person, proposal) pair is new (and one person's votes are 2,000 requests apart, under their rate limit): not among the dataset's votes, never repeated.
  const ballots = []
  for (const proposal of pending)
    for (let user = 1; user <= tokens.length && ballots.length < 100_000; user++)
      if (!dataset.voted.has(`${user}_${proposal}`)) ballots.push({ user, proposal })
  let voteIndex = 0
  // Each page address once: a page never asked before is rendered (the cache has nothing under its key).
  let renderIndex = 0
  const districts = [...new Set(proposals.map((p) => p.district))]
  const words = ['parque', 'iluminacion', 'carril bici', 'fuente colegio', 'huerto', 'rampas accesibles', 'bancos plaza', 'biblioteca']
  let searchIndex = 0
  let filterIndex = 0
  const routes = [
    { name: `static file ${asset}`, path: asset },
    { name: 'GET /proposals (cached page)', path: '/proposals', expectHeader: ['x-page-cache', 'hit'] },
    {
      name: 'GET /proposal/{id} (uncached render)',
      path: '/proposal/1',
      expectHeader: ['x-page-cache', 'miss'],
      setupRequest: (req) => ({ ...req, path: `/proposal/${1 + (renderIndex++ % dataset.proposals)}` }),
    },
    { name: 'GET /api/proposals (full list)', path: '/api/proposals', headers: { 'accept-encoding': 'gzip' } },
    { name: 'GET /api/proposals with If-None-Match (304)', path: '/api/proposals', headers: { 'if-none-match': etag } },
    {
      name: 'GET /api/proposals?q=… (search, 12)',
      path: `/api/proposals?limit=12&q=${encodeURIComponent(words[0])}`,
      setupRequest: (req) => ({ ...req, path: `/api/proposals?limit=12&q=${encodeURIComponent(words[searchIndex++ % words.length])}` }),
    },
    {
      name: 'GET /api/proposals first page with filters',
      path: `/api/proposals?limit=12&status=pending&district=${encodeURIComponent(districts[0])}`,
      setupRequest: (req) => ({
        ...req,
        path: `/api/proposals?limit=12&status=pending&district=${encodeURIComponent(districts[filterIndex++ % districts.length])}`,
      }),
    },
    {
      name: 'GET /api/proposals/{id}',
      path: '/api/proposals/1',
      setupRequest: (req) => ({ ...req, path: `/api/proposals/${1 + Math.floor(Math.random() * dataset.proposals)}` }),
    },
    {
      name: 'POST /api/proposals/{id}/vote (distinct people, accepted)',
      method: 'POST',
      path: '/api/proposals/1/vote',
      mustSucceed: true,
      // Each request is a new (person, proposal) pair: real votes, each a D1 transaction.
      setupRequest: (req) => {
        const { user, proposal } = ballots[voteIndex++ % ballots.length]
        return {
          ...req,
          path: `/api/proposals/${proposal}/vote`,
          headers: { ...req.headers, authorization: `Bearer ${tokens[user - 1]}`, 'content-type': 'application/json' },
        }
      },
    },
    { name: 'GET /api/system-config', path: '/api/system-config' },
  ]

  const rows = []
  for (const route of routes) {
    const sample = await fetch(base + route.path, { method: route.method === 'POST' ? 'GET' : route.method, headers: route.headers })
    const raw = Buffer.from(await sample.arrayBuffer())
    // A row measures what its name says: the cached page must come from the cache (asked twice: the first
    // answer stores it), the render must be a render.
    if (route.expectHeader) {
      const [name, value] = route.expectHeader
      const probe = value === 'hit' ? await fetch(base + route.path) : sample
      if (probe.headers.get(name) !== value) throw new Error(`${route.name}: ${name} is ${probe.headers.get(name)}, not ${value}`)
      if (value === 'miss') renderIndex++
    }
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          method: route.method ?? 'GET',
          path: route.path,
          headers: route.headers ?? {},
          ...(route.setupRequest ? { setupRequest: route.setupRequest } : {}),
        },
      ],
    })
    rows.push({
      route: route.name,
      requestsPerSecond: Math.round(result.requests.average),
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      bytesRaw: sample.status === 304 ? 0 : raw.length,
      bytesGzip: sample.status === 304 ? 0 : gzipSync(raw).length,
    })
    console.log(`  ${route.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`)
    // The vote row is made of accepted votes: refusals would measure the refusal path.
    if (route.mustSucceed && result.non2xx > result.requests.total / 100)
      throw new Error(`${route.name}: ${result.non2xx} of ${result.requests.total} refused (over 1 %); the row would measure refusals`)
    if (route.mustSucceed && voteIndex > ballots.length) throw new Error(`${route.name}: more requests than new (person, proposal) pairs`)
  }
  // Search latency one request at a time (what one resident waits), over words and filters, with p95.
  const searchTimes = []
  for (let i = 0; i < 200; i++) {
    const filter = i % 2 ? `&district=${encodeURIComponent(districts[i % districts.length])}` : i % 3 ? '&status=pending' : ''
    const started = performance.now()
    const res = await fetch(`${base}/api/proposals?limit=12&q=${encodeURIComponent(words[i % words.length])}${filter}`)
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`search answered ${res.status}`)
    searchTimes.push(performance.now() - started)
  }
  searchTimes.sort((a, b) => a - b)
  const search = {
    requests: searchTimes.length,
    p50ms: Math.round(searchTimes[Math.floor(searchTimes.length * 0.5)] * 10) / 10,
    p95ms: Math.round(searchTimes[Math.floor(searchTimes.length * 0.95)] * 10) / 10,
  }
  console.log(`  search one at a time: p50 ${search.p50ms} ms, p95 ${search.p95ms} ms`)

  // The admin table and its exports on the same city (bench/admin-table.mjs).
  console.log('· measuring the admin table and exports…')
  const admin = await measureAdminTable(server, data)

  const baseline = rows[0].requestsPerSecond
  for (const row of rows) row.ratioToStatic = Number((row.requestsPerSecond / baseline).toFixed(2))

  // The notices' fan-out runs on its own small database after the routes (bench/fan-out.mjs).
  await server.stop()
  // BENCH_FANOUT=0 leaves it out (it takes minutes on its own), e.g. for a 100,000-proposal run of the routes.
  const fanOut = process.env.BENCH_FANOUT === '0' ? null : await measureFanOut()
  if (fanOut)
    console.log(
      `  ${fanOut.deliveries} deliveries in ${fanOut.drainSeconds} s (${fanOut.deliveriesPerSecond}/s), ${fanOut.duplicates} duplicates`,
    )

  // The selection rules on the real elections of ../shared/pb/ and the synthetic ones (the review's heading, a large
  // district, a city), in Node and through the preview on their own small databases (bench/selection.mjs).
  console.log('· measuring the selection rules…')
  const selection = await measureSelection()
  // The laboratory's job on the same real elections: upload, queue, consumer (bench/selection-lab.mjs).
  const laboratory = await measureLaboratory()

  // The census import of a 250,000-resident city, on its own database (bench/census-import.mjs).
  const census = process.env.BENCH_CENSUS === '0' ? null : await measureCensusImport()
  if (census) console.log(`  ${censusTable(census)}`)

  // A neighbourhood table's queue of 200 sealed ballots synced, on its own database (bench/table-sync.mjs).
  const tables = process.env.BENCH_TABLES === '0' ? null : await measureTableSync()
  if (tables) console.log(`  ${tableSyncTable(tables)}`)

  const setup = `${machine()}, ${CONNECTIONS} connections × ${DURATION} s per route`
  const kb = (n) => (n ? `${(n / 1024).toFixed(1)} KB` : '—')
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${setup}; dataset ${dataset.proposals} proposals, ${dataset.users} users, ${dataset.votes} votes.`,
    '',
    '| Route | req/s | p50 ms | p99 ms | × static | size raw | size gzip | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.requestsPerSecond} | ${r.p50ms} | ${r.p99ms} | ${r.ratioToStatic} | ${kb(r.bytesRaw)} | ${kb(r.bytesGzip)} | ${r.non2xx} |`,
    ),
    '',
    `Search one request at a time (${search.requests} requests over ${words.length} queries, half with a filter): p50 ${search.p50ms} ms, p95 ${search.p95ms} ms.`,
    '',
    adminTable(admin),
    '',
    fanOut ? fanOutTable(fanOut) : 'Notices fan-out: not measured in this run (BENCH_FANOUT=0).',
    '',
    selectionTable(selection),
    '',
    laboratoryTable(laboratory),
    '',
    census ? censusTable(census) : 'Census import: not measured in this run (BENCH_CENSUS=0).',
    '',
    tables ? tableSyncTable(tables) : 'Table sync: not measured in this run (BENCH_TABLES=0).',
  ].join('\n')
  writeFileSync(
    join(ROOT, 'bench', 'results.json'),
    `${JSON.stringify(
      {
        machine: setup,
        dataset: { proposals: dataset.proposals, users: dataset.users, votes: dataset.votes },
        rows,
        search,
        admin,
        fanOut,
        selection,
        laboratory,
        census,
        tables,
      },
      null,
      2,
    )}\n`,
  )
  writeFileSync(join(ROOT, 'bench', 'results.md'), `${table}\n`)
  console.log(`\n${table}\n`)
} finally {
  await server.stop()
}
