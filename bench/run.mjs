// npm run bench: the city-scale benchmark. Generates 10,000 proposals over 5 years, 2,000 users and
// 50,000 votes in a fresh local D1, starts the real Worker (wrangler dev) and measures every route
// against a static file of the same server, in one run. Writes bench/results.json and bench/results.md.
import autocannon from 'autocannon'
import { SignJWT, importJWK } from 'jose'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ROOT, executeSql } from '../scripts/lib/local-server.mjs'
import { machine, startCityServer } from './city-server.mjs'
import { fanOutTable, measureFanOut } from './fan-out.mjs'

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
      new SignJWT({ email: `vecino${i + 1}@bench.test`, auth_time: now, firebase: { sign_in_provider: 'password' } })
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
  const html = await (await fetch(base)).text()
  const asset = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1] ?? '/'

  let voteIndex = 0
  const routes = [
    { name: `static asset ${asset}`, path: asset },
    { name: 'GET /api/proposals (full list)', path: '/api/proposals', headers: { 'accept-encoding': 'gzip' } },
    { name: 'GET /api/proposals with If-None-Match (304)', path: '/api/proposals', headers: { 'if-none-match': etag } },
    {
      name: 'GET /api/proposals/{id}',
      path: '/api/proposals/1',
      setupRequest: (req) => ({ ...req, path: `/api/proposals/${1 + Math.floor(Math.random() * dataset.proposals)}` }),
    },
    {
      name: 'POST /api/proposals/{id}/vote (distinct users)',
      method: 'POST',
      path: '/api/proposals/1/vote',
      // Each request is a new (person, proposal) pair: real votes, each a D1 transaction.
      setupRequest: (req) => {
        const i = voteIndex++
        const user = i % tokens.length
        const proposal = pending[Math.floor(i / tokens.length) % pending.length]
        return {
          ...req,
          path: `/api/proposals/${proposal}/vote`,
          headers: { ...req.headers, authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json' },
        }
      },
    },
    { name: 'GET /api/system-config', path: '/api/system-config' },
  ]

  const rows = []
  for (const route of routes) {
    const sample = await fetch(base + route.path, { method: route.method === 'POST' ? 'GET' : route.method, headers: route.headers })
    const raw = Buffer.from(await sample.arrayBuffer())
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
  }
  const baseline = rows[0].requestsPerSecond
  for (const row of rows) row.ratioToStatic = Number((row.requestsPerSecond / baseline).toFixed(2))

  // The notices' fan-out runs on its own small database after the routes (bench/fan-out.mjs).
  await server.stop()
  console.log('· measuring the notices fan-out…')
  const fanOut = await measureFanOut()
  console.log(
    `  ${fanOut.deliveries} deliveries in ${fanOut.drainSeconds} s (${fanOut.deliveriesPerSecond}/s), ${fanOut.duplicates} duplicates`,
  )

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
    fanOutTable(fanOut),
  ].join('\n')
  writeFileSync(
    join(ROOT, 'bench', 'results.json'),
    JSON.stringify(
      { machine: setup, dataset: { proposals: dataset.proposals, users: dataset.users, votes: dataset.votes }, rows, fanOut },
      null,
      2,
    ) + '\n',
  )
  writeFileSync(join(ROOT, 'bench', 'results.md'), table + '\n')
  console.log(`\n${table}\n`)
} finally {
  await server.stop()
}
