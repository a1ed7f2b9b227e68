// The laboratory inside the Worker (part of `npm run bench`; alone: `node bench/selection-lab.mjs`
// through npx): the six real elections of ../shared/pb/ sent to POST /api/admin/selection/simulate,
// which reads the file and queues the job; the selection queue's consumer runs 'most votes' and equal
// shares with Add1 and the comparison step, the same functions as the heading's preview (decision 0055).
// Sequential jobs, wall time seen by the client on loopback: the upload's answer, and the whole job
// until GET /api/admin/selection/simulate/:id has its result (polled every 10 ms). The consumer is a
// Worker of its own (decision 0067), but locally both Workers run in workerd's one thread: a request that
// arrives while a job computes waits for it (decision 0055, Consequences), which production never does.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, freePort, startWorker } from '../scripts/lib/local-server.mjs'
import { adminToken, freshData } from './local-worker.mjs'

const RUNS = Number(process.env.BENCH_SELECTION_RUNS ?? 7)
const ELECTIONS = join(ROOT, '..', 'shared', 'pb')

export async function measureLaboratory() {
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
      const uploads = []
      let answer
      // One warm-up job, then RUNS measured ones.
      for (let run = 0; run <= RUNS; run++) {
        const form = new FormData()
        form.set('file', new File([text], file))
        const started = performance.now()
        const res = await fetch(`${server.url}/api/admin/selection/simulate`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        })
        const queued = await res.json()
        if (res.status !== 202) throw new Error(`${file}: ${res.status} ${queued.message}`)
        const uploaded = performance.now()
        let job
        do {
          await new Promise((resolve) => setTimeout(resolve, 10))
          job = await (
            await fetch(`${server.url}/api/admin/selection/simulate/${queued.jobId}`, { headers: { authorization: `Bearer ${token}` } })
          ).json()
        } while (job.status === 'queued' || job.status === 'running')
        if (job.status !== 'done') throw new Error(`${file}: ${job.refusal}`)
        answer = job.result
        if (run > 0) {
          uploads.push(uploaded - started)
          times.push(performance.now() - started)
        }
      }
      uploads.sort((a, b) => a - b)
      times.sort((a, b) => a - b)
      rows.push({
        file,
        projects: answer.projects.length,
        voters: answer.voters,
        steps: answer.equalShares.steps,
        uploadP50Ms: Math.round(uploads[Math.floor(uploads.length / 2)]),
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

export function laboratoryTable(rows) {
  return [
    `Selection rules in the Worker: the laboratory's job for each real election (upload and parse, then in the selection queue 'most votes', equal shares with Add1 and the comparison step), ${RUNS} sequential jobs after one warm-up. Locally the consumer's Worker shares workerd's one thread with the portal's, so a request arriving while a job computes waits for it (decision 0067).`,
    '',
    '| Election | Projects | Voters | Add1 raises | upload p50 ms | job min ms | job p50 ms | job max ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.file} | ${r.projects} | ${r.voters.toLocaleString('en')} | ${r.steps} | ${r.uploadP50Ms} | ${r.minMs} | ${r.p50Ms} | ${r.maxMs} |`,
    ),
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureLaboratory()
  console.log(`\n${laboratoryTable(rows)}\n`)
}
