// The census import at city scale (part of `npm run bench`; BENCH_CENSUS=0 leaves it out): a CSV of
// 250,000 residents (BENCH_CENSUS_ROWS) uploaded by an admin to a fresh local Worker (wrangler dev, its
// local R2 and queue), then the queue consumer imports it slice by slice. Measures the upload's answer,
// the time until the active census switches, rows per second, and checks that every row arrived.
import { rmSync } from 'node:fs'
import { freePort, startWorker } from '../scripts/lib/local-server.mjs'
import { adminToken, freshData } from './local-worker.mjs'

const ROWS = Number(process.env.BENCH_CENSUS_ROWS ?? 250_000)
const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'
const DISTRICTS = ['Norte', 'Sur', 'Este', 'Oeste', 'Centro']

/** A municipal export: ';', Spanish dates, every document with its right letter. */
function censusCsv(rows) {
  const lines = ['DNI;FECHA_NACIMIENTO;DISTRITO']
  for (let i = 1; i <= rows; i++) {
    const n = 10_000_000 + i * 37
    const day = String((i % 28) + 1).padStart(2, '0')
    const month = String((i % 12) + 1).padStart(2, '0')
    lines.push(`${n}${LETTERS[n % 23]};${day}/${month}/${1930 + (i % 90)};${DISTRICTS[i % 5]}`)
  }
  return `${lines.join('\r\n')}\r\n`
}

export async function measureCensusImport() {
  const data = await freshData('data-census')
  const csv = censusCsv(ROWS)
  const server = await startWorker({ port: await freePort(), persistTo: data })
  try {
    const token = await adminToken(server, data)
    const auth = { authorization: `Bearer ${token}` }

    const form = new FormData()
    form.set('file', new File([csv], 'padron.csv', { type: 'text/csv' }))
    const started = performance.now()
    const upload = await fetch(`${server.url}/api/admin/census`, { method: 'POST', headers: auth, body: form })
    if (upload.status !== 202) throw new Error(`census upload failed: ${upload.status} ${await upload.text()}`)
    const answeredMs = performance.now() - started
    const { importId } = await upload.json()
    let state
    while (performance.now() - started < 30 * 60_000) {
      state = await (await fetch(`${server.url}/api/admin/census`, { headers: auth })).json()
      if (state.lastImport?.importId === importId) break
      await new Promise((r) => setTimeout(r, 500))
    }
    const switchMs = performance.now() - started
    if (state.lastImport?.status !== 'done' || state.active?.rows !== ROWS)
      throw new Error(`census import did not finish whole: ${JSON.stringify(state.lastImport)} ${JSON.stringify(state.active)}`)
    return {
      rows: ROWS,
      bytes: Buffer.byteLength(csv),
      uploadAnsweredMs: Math.round(answeredMs),
      switchSeconds: Number((switchMs / 1000).toFixed(1)),
      rowsPerSecond: Math.round(ROWS / (switchMs / 1000)),
      rejected: state.lastImport.rejectedCount,
    }
  } finally {
    await server.stop()
    rmSync(data, { recursive: true, force: true })
  }
}

export const censusTable = (c) =>
  `Census import: ${c.rows.toLocaleString('en')} rows (${(c.bytes / 1024 / 1024).toFixed(1)} MB CSV), upload answered in ${c.uploadAnsweredMs} ms, active census switched after ${c.switchSeconds} s (${c.rowsPerSecond.toLocaleString('en')} rows/s), ${c.rejected} rejected.`

// Alone: node bench/census-import.mjs
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureCensusImport()
  console.log(censusTable(result))
}
