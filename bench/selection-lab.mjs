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
import { largeDistrict } from './selection-elections.mjs'

const RUNS = Number(process.env.BENCH_SELECTION_RUNS ?? 7)
const ELECTIONS = join(ROOT, '..', 'shared', 'pb')

/** Probes of the portal idle, for comparison with those while the large district's job computes. */
const DELAY_PROBES = 10

/** A heading of bench/selection-elections.mjs as the pabulib file an administrator would upload. */
function pbFile(heading) {
  return [
    'META',
    'key;value',
    `description;${heading.name}`,
    `num_projects;${heading.projects.length}`,
    `num_votes;${heading.ballots.length}`,
    `budget;${heading.budget}`,
    'vote_type;approval',
    'PROJECTS',
    'project_id;cost;name',
    ...heading.projects.map((project) => `${project.id};${project.cost};${project.id}`),
    'VOTES',
    'voter_id;vote',
    ...heading.ballots.map((ballot, voter) => `${voter + 1};${ballot.join(',')}`),
  ].join('\n')
}

/** Uploads a file to the laboratory; answers once its job is done, with the job and the upload's and job's times. */
async function labJob(server, token, name, text) {
  const form = new FormData()
  form.set('file', new File([text], name))
  const started = performance.now()
  const res = await fetch(`${server.url}/api/admin/selection/simulate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  const queued = await res.json()
  if (res.status !== 202) throw new Error(`${name}: ${res.status} ${queued.message}`)
  const uploadMs = performance.now() - started
  let job
  do {
    await new Promise((resolve) => setTimeout(resolve, 10))
    job = await (
      await fetch(`${server.url}/api/admin/selection/simulate/${queued.jobId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()
  } while (job.status === 'queued' || job.status === 'running')
  if (job.status !== 'done') throw new Error(`${name}: ${job.refusal}`)
  return { job, uploadMs, jobMs: performance.now() - started }
}

const percentile = (times, q) => Math.round([...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * q))])

/**
 * What a laboratory job costs the portal's other requests (issue 35: at most 50 ms): GET /api/system-config
 * one at a time, 100 ms apart, from the large district's upload until its job is answered, beside the
 * upload and the job's polling, against DELAY_PROBES of them idle. Locally both Workers share workerd's
 * one thread (decision 0067): a probe that arrives while the job computes waits for the rest of it.
 */
async function measureDelay(server, token) {
  const probe = async (times) => {
    const started = performance.now()
    await (await fetch(`${server.url}/api/system-config`)).arrayBuffer()
    times.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const idle = []
  for (let n = 0; n < DELAY_PROBES; n++) await probe(idle)
  const busy = []
  let answered = false
  const probing = (async () => {
    while (!answered) await probe(busy)
  })()
  const { jobMs } = await labJob(server, token, 'large.pb', pbFile(largeDistrict()))
  answered = true
  await probing
  return {
    idleP50Ms: percentile(idle, 0.5),
    probes: busy.length,
    busyP50Ms: percentile(busy, 0.5),
    busyMaxMs: percentile(busy, 1),
    jobMs: Math.round(jobMs),
  }
}

export async function measureLaboratory() {
  if (!existsSync(ELECTIONS)) return { rows: [], delay: null }
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
        const { job, uploadMs, jobMs } = await labJob(server, token, file, text)
        answer = job.result
        if (run > 0) {
          uploads.push(uploadMs)
          times.push(jobMs)
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
    return { rows, delay: await measureDelay(server, token) }
  } finally {
    await server.stop()
  }
}

export function laboratoryTable({ rows, delay }) {
  return [
    `Selection rules in the Worker: the laboratory's job for each real election (upload and parse, then in the selection queue 'most votes', equal shares with Add1 and the comparison step), ${RUNS} sequential jobs after one warm-up. Locally the consumer's Worker shares workerd's one thread with the portal's, so a request arriving while a job computes waits for it (decision 0067).`,
    '',
    '| Election | Projects | Voters | Add1 raises | upload p50 ms | job min ms | job p50 ms | job max ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.file} | ${r.projects} | ${r.voters.toLocaleString('en')} | ${r.steps} | ${r.uploadP50Ms} | ${r.minMs} | ${r.p50Ms} | ${r.maxMs} |`,
    ),
    '',
    delay
      ? `The portal while a laboratory job computes (the large district, ${delay.jobMs.toLocaleString('en')} ms from upload to answer): GET /api/system-config, ${delay.probes} requests one at a time, median ${delay.busyP50Ms.toLocaleString('en')} ms and max ${delay.busyMaxMs.toLocaleString('en')} ms (idle: median ${delay.idleP50Ms} ms). Target (issue 35): never more than 50 ms of delay; deployed, the consumer's own isolates never take the portal's requests (decision 0067), locally they share one thread.`
      : 'The portal while a laboratory job computes: not measured (no elections in ../shared/pb).',
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`\n${laboratoryTable(await measureLaboratory())}\n`)
}
