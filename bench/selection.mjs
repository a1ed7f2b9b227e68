// The selection rules inside the Worker (part of `npm run bench`; alone: `node bench/selection.mjs`
// through npx): the six real elections of ../shared/pb/ sent to POST /api/admin/selection/simulate,
// which runs 'most votes' and equal shares with Add1 and the comparison step, the same functions as the
// heading's preview. Sequential requests, wall time seen by the client on loopback.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, freePort, startWorker } from '../scripts/lib/local-server.mjs'
import { adminToken, freshData } from './local-worker.mjs'

const RUNS = Number(process.env.BENCH_SELECTION_RUNS ?? 7)
const ELECTIONS = join(ROOT, '..', 'shared', 'pb')

export async function measureSelection() {
  if (!existsSync(ELECTIONS)) return []
  const data = await freshData('data-selection')
  const server = await startWorker({ port: await freePort(), persistTo: data })
  try {
    const token = await adminToken(server, data)
    const rows = []
    for (const file of readdirSync(ELECTIONS)
      .filter((name) => name.endsWith('.pb'))
      .sort()) {
      const text = readFileSync(join(ELECTIONS, file))
      const times = []
      let answer
      // One warm-up request, then RUNS measured ones.
      for (let run = 0; run <= RUNS; run++) {
        const form = new FormData()
        form.set('file', new File([text], file))
        const started = performance.now()
        const res = await fetch(`${server.url}/api/admin/selection/simulate`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        })
        answer = await res.json()
        if (!res.ok) throw new Error(`${file}: ${res.status} ${answer.message}`)
        if (run > 0) times.push(performance.now() - started)
      }
      times.sort((a, b) => a - b)
      rows.push({
        file,
        projects: answer.projects.length,
        voters: answer.voters,
        steps: answer.equalShares.steps,
        minMs: Math.round(times[0]),
        p50Ms: Math.round(times[Math.floor(times.length / 2)]),
        maxMs: Math.round(times.at(-1)),
      })
    }
    return rows
  } finally {
    await server.stop()
  }
}

export function selectionTable(rows) {
  return [
    `Selection rules in the Worker: POST /api/admin/selection/simulate with each real election (parse, 'most votes', equal shares with Add1 and the comparison step), ${RUNS} sequential requests after one warm-up.`,
    '',
    '| Election | Projects | Voters | Add1 raises | min ms | p50 ms | max ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) => `| ${r.file} | ${r.projects} | ${r.voters.toLocaleString('en')} | ${r.steps} | ${r.minMs} | ${r.p50Ms} | ${r.maxMs} |`,
    ),
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureSelection()
  console.log(`\n${selectionTable(rows)}\n`)
}
