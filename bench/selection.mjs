// The selection rules (part of `npm run bench`; alone: `node bench/selection.mjs` through npx): the six
// real elections of ../shared/pb/ and the synthetic ones of bench/selection-elections.mjs (the review's
// heading, a large district, a city of 40 headings), each timed two ways:
// - the domain functions in Node, as the Worker runs them: 'most votes' alone, and equal shares with Add1
//   and the comparison step (median of the runs);
// - the Worker's preview, GET /api/admin/selection on a local D1 holding the heading (wall time seen by
//   the client on loopback, median): the preview computes both rules and the comparison whatever rule
//   is asked, with the work bound of production.
// BENCH_SELECTION_WORKER=0 times the domain functions only (no build, no local Worker): the quick check
// while working on the rules. BENCH_SELECTION_CLOCK=cpu times them by the process's CPU time instead of
// the wall clock, which on a machine shared with other work counts the rules' own time only.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'
import { ROOT, buildApp, freePort, startWorker } from '../scripts/lib/local-server.mjs'
import { adminToken, freshData } from './local-worker.mjs'
import { city, largeDistrict, reviewHeading } from './selection-elections.mjs'

const RUNS = Number(process.env.BENCH_SELECTION_RUNS ?? 5)
const IN_WORKER = process.env.BENCH_SELECTION_WORKER !== '0'
const CPU_CLOCK = process.env.BENCH_SELECTION_CLOCK === 'cpu'
const ELECTIONS = join(ROOT, '..', 'shared', 'pb')
const HEADINGS = ['Norte', 'Sur', 'Este', 'Oeste', 'Centro', 'Todos']
/** How many of the city's 40 headings also go through the Worker (one local server holds six). */
const CITY_IN_WORKER = 4

/** The domain's rules as plain JavaScript for Node, built from the same sources as the Worker's. */
async function domainRules() {
  const outDir = join(ROOT, 'bench', 'selection-rules')
  await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    resolve: { tsconfigPaths: true },
    build: {
      write: true,
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: { entry: join(ROOT, 'domain', 'selection', 'index.ts'), formats: ['es'], fileName: 'rules' },
    },
  })
  return import(join(outDir, 'rules.js'))
}

const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]

/** Milliseconds on the chosen clock. */
function now() {
  if (!CPU_CLOCK) return performance.now()
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

function timed(runs, compute) {
  const times = []
  let result
  // One warm-up, then the measured runs.
  for (let run = 0; run <= runs; run++) {
    const started = now()
    result = compute()
    if (run > 0) times.push(now() - started)
  }
  return { ms: median(times), result }
}

/** Every election as headings in whole euros: `{ name, budget, projects: [{ id, cost }], ballots }`. */
function elections(rules) {
  const real = existsSync(ELECTIONS)
    ? readdirSync(ELECTIONS)
        .filter((name) => name.endsWith('.pb'))
        .sort()
        .map((file) => {
          const parsed = rules.parsePb(readFileSync(join(ELECTIONS, file), 'utf8'))
          if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`)
          const { election } = parsed
          return {
            name: file,
            budget: election.budget,
            projects: election.projects.map((project) => ({ id: project.id, cost: project.cost })),
            ballots: election.ballots.map((ballot) => ballot.projects),
          }
        })
    : []
  return [
    ...real.map((heading) => ({ name: heading.name, headings: [heading] })),
    ...[reviewHeading(), largeDistrict()].map((heading) => ({ name: heading.name, headings: [heading] })),
    { name: 'City (40 headings of 30 projects, 90,000 voters)', headings: city() },
  ]
}

function measureDomain(rules, election) {
  let greedyMs = 0
  let countMs = 0
  let equalSharesMs = 0
  let steps = 0
  for (const heading of election.headings) {
    // The large district's equal shares takes seconds: fewer runs there.
    const runs = heading.ballots.length > 10_000 ? 1 : RUNS
    // 'Most votes' reads the counts the preview makes as it reads the ballots; the counting is timed apart.
    const counting = timed(RUNS, () => rules.countVotes(heading))
    countMs += counting.ms
    greedyMs += timed(RUNS, () => rules.selectGreedy(counting.result)).ms
    const equalShares = timed(runs, () => rules.selectEqualShares(heading, { comparison: true }))
    equalSharesMs += equalShares.ms
    steps = Math.max(steps, equalShares.result.endowment.steps)
  }
  const count = election.headings.length
  return {
    greedyMs: greedyMs / count,
    countMs: countMs / count,
    equalSharesMs: equalSharesMs / count,
    totalEqualSharesMs: equalSharesMs,
    steps,
  }
}

/** Whole euros from a number or a parsed fraction (Rational), rounded as `round` says. */
const euros = (value, round) => (typeof value === 'number' ? value : round(Number(value.num) / Number(value.den)))

const sqlText = (text) => `'${String(text).replaceAll("'", "''")}'`

/**
 * Up to six headings into a fresh local D1, one per district: each project a pending, feasible proposal
 * with its cost in whole euros (rounded up: a proposal's estimate has no cents), each ballot a voter's
 * votes. Answers the folder and, per heading, its district and its proposals' count.
 */
async function loadHeadings(headings) {
  const lines = []
  let proposalId = 0
  const placed = headings.map((heading, index) => {
    const district = HEADINGS[index]
    const ids = new Map()
    for (const project of heading.projects) {
      ids.set(project.id, ++proposalId)
      const cost = euros(project.cost, Math.ceil)
      lines.push(
        `INSERT INTO proposals (id, title, description, district, feasibility, estimated_cost) VALUES (${proposalId}, ${sqlText(`Proyecto ${project.id}`)}, 'Del banco de pruebas.', '${district}', 'feasible', ${cost});`,
      )
    }
    const votes = heading.ballots.flatMap((ballot, voter) => ballot.map((id) => `('${district}-${voter}', ${ids.get(id)})`))
    for (let start = 0; start < votes.length; start += 500)
      lines.push(`INSERT INTO vote_receipts (voter_hash, proposal_id) VALUES ${votes.slice(start, start + 500).join(',')};`)
    return { district, amount: euros(heading.budget, Math.floor) }
  })
  const data = await freshData('data-selection', lines.join('\n'))
  return { data, placed }
}

async function measureWorker(headings) {
  const { data, placed } = await loadHeadings(headings)
  const server = await startWorker({ port: await freePort(), persistTo: data })
  try {
    const token = await adminToken(server, data)
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const config = await (await fetch(`${server.url}/api/system-config`)).json()
    const amounts = Object.fromEntries(HEADINGS.map((district) => [district, placed.find((p) => p.district === district)?.amount ?? 0]))
    const total = Object.values(amounts).reduce((sum, amount) => sum + amount, 0)
    const budget = await fetch(`${server.url}/api/budget`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ year: config.budgetYear, investmentBudget: total * 20, headings: amounts }),
    })
    if (!budget.ok) throw new Error(`PUT /api/budget: ${budget.status} ${await budget.text()}`)
    const times = []
    for (const [index, { district }] of placed.entries()) {
      const heading = []
      const runs = headings[index].ballots.length > 10_000 ? 1 : RUNS
      for (let run = 0; run <= runs; run++) {
        const started = performance.now()
        const res = await fetch(`${server.url}/api/admin/selection?district=${district}&rule=equal-shares&comparison=true`, { headers })
        const body = await res.json()
        if (!res.ok) throw new Error(`${district}: ${res.status} ${body.message}`)
        if (run > 0) heading.push(performance.now() - started)
      }
      times.push(median(heading))
    }
    return times
  } finally {
    await server.stop()
  }
}

export async function measureSelection() {
  const rules = await domainRules()
  const all = elections(rules)
  const rows = all.map((election) => ({
    name: election.name,
    headings: election.headings.length,
    projects: election.headings.reduce((sum, heading) => sum + heading.projects.length, 0),
    voters: election.headings.reduce((sum, heading) => sum + heading.ballots.length, 0),
    ...measureDomain(rules, election),
    previewMs: null,
  }))
  if (!IN_WORKER) return rows
  // The Worker: six headings per local server; the city's first few headings stand for all of its.
  await buildApp({ quiet: true })
  const single = all.filter((election) => election.headings.length === 1)
  for (let start = 0; start < single.length; start += HEADINGS.length) {
    const batch = single.slice(start, start + HEADINGS.length)
    const times = await measureWorker(batch.map((election) => election.headings[0]))
    batch.forEach((election, index) => {
      rows.find((row) => row.name === election.name).previewMs = times[index]
    })
  }
  const town = all.find((election) => election.headings.length > 1)
  const cityTimes = await measureWorker(town.headings.slice(0, CITY_IN_WORKER))
  rows.find((row) => row.name === town.name).previewMs = cityTimes.reduce((sum, ms) => sum + ms, 0) / cityTimes.length
  return rows
}

const ms = (value) => (value < 10 ? value.toFixed(2) : Math.round(value).toLocaleString('en'))

export function selectionTable(rows) {
  return [
    `Selection rules: the domain functions in Node (${CPU_CLOCK ? 'CPU time, ' : ''}median of ${RUNS} after a warm-up; one run of equal shares, and one preview, for the large district) and the Worker's preview, GET /api/admin/selection (both rules and the comparison step, as every preview computes them; median of ${RUNS} sequential requests on loopback). The city: per heading, averaged over its 40 headings in Node and over its first ${CITY_IN_WORKER} in the Worker. 'Most votes' is timed from the vote counts, which the preview makes as it reads the ballots (counting them from the domain's ballots of strings is the next column). Targets: 'most votes' ≤ 1 ms per heading; exact equal shares ≤ 100 ms on each real election and on the review's heading, ≤ 2 s on the large district.`,
    '',
    '| Election | Headings | Projects | Voters | Add1 raises | Most votes ms (per heading) | Counting the ballots ms (per heading) | Equal shares + comparison ms (per heading) | Preview in the Worker ms (per heading) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.headings} | ${r.projects.toLocaleString('en')} | ${r.voters.toLocaleString('en')} | ${r.steps.toLocaleString('en')} | ${ms(r.greedyMs)} | ${ms(r.countMs)} | ${ms(r.equalSharesMs)} | ${r.previewMs === null ? '—' : ms(r.previewMs)} |`,
    ),
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureSelection()
  console.log(`\n${selectionTable(rows)}\n`)
}
