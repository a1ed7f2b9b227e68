// npm run bench:web: Lighthouse (mobile preset: slow 4G and a mid-range phone, simulated) on the home
// page, the public list, one proposal page, the results and the accountability page, against the city-scale
// dataset (10,000 proposals), then the first interactions and the first visit's main-thread work.
// Three runs per page and slowdown; the median is reported beside Decidim's published performance budget.
//
// The mobile preset slows the host's CPU 4×, so its figures depend on the host: every run records
// Lighthouse's benchmarkIndex (the host's CPU/memory power) and each page is run under three slowdowns:
// the preset's 4×, a fixed 8× (a host twice as slow) and the slowdown calibrated to this host. Each run's
// blocking time is also counted from its trace's CPU time, apart from the host's waits (bench/blocking.mjs),
// and the kernel says how long the page's main thread waited for a core meanwhile (bench/core-wait.mjs).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../scripts/lib/local-server.mjs'
import { machine, startCityServer } from './city-server.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumVersion } from '../scripts/lib/chromium.mjs'
import { blockingTime } from './blocking.mjs'
import { mainThreadCoreTime, whileSampling } from './core-wait.mjs'
import { measureFirstInteractions } from './interactions.mjs'
import { benchPages, mainThreadTable, measureMainThread } from './main-thread.mjs'
import { median, spread } from './stats.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
// Decidim's budget (docs: performance budget), in milliseconds; we aim to beat it by half.
const DECIDIM = { fcp: 2000, lcp: 2500, si: 4000, tti: 5000 }
// The issue's targets (#36) at the preset's 4× and at 8×.
const TARGET = { performance: 95, tbt: 150 }
// The figures each row gives as the median of its runs.
const MEDIANS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'tbtWall',
  'tbtCpu',
  'mainOnCore',
  'mainWaiting',
  'cls',
  'si',
  'tti',
]

/**
 * The CPU slowdown that makes a host of this benchmarkIndex behave like Lighthouse's target device, a
 * mid-tier phone. Lighthouse's docs/throttling.md ("Calibrating the CPU slowdown") says the default 4×
 * moves a high-end desktop into the mid-tier mobile bracket and points to its calculator
 * (https://lighthouse-cpu-throttling-calculator.vercel.app/, patrickhulce/lighthouse-cpu-throttling-calculator,
 * pages/index.js), which interpolates linearly between these indexes and slowdowns: 150 → 1×, 800 → 2×,
 * 1300 → 3×, and above 1300 one more × per 233 (1533 → 4×, 2000 → 6×). A host below 150 is already
 * as slow as the target: it runs unslowed.
 */
function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650)
}

const { server } = await startCityServer()
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
})
try {
  const pages = await benchPages(server.url)

  /** RUNS Lighthouse runs of each page with the CPU slowed `cpuSlowdownMultiplier` times; a row per page. */
  async function lighthouseRows(cpuSlowdownMultiplier) {
    const rows = []
    for (const [name, path] of Object.entries(pages)) {
      const runs = []
      // A run Lighthouse could not read (its trace lacks the navigation: NO_NAVSTART, now and then on this
      // machine) scores nothing; it is reported and run again rather than counted as a score of 0.
      for (let tries = 0; runs.length < RUNS && tries < 2 * RUNS; tries++) {
        const { value, samples } = await whileSampling(() =>
          lighthouse(server.url + path, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            // Merged into the preset's settings (simulated throttling): only the CPU's slowdown changes.
            throttling: { cpuSlowdownMultiplier },
          }),
        )
        const { lhr, artifacts } = value
        if (lhr.runtimeError) {
          console.log(`  ${name}: a run failed (${lhr.runtimeError.code}), running it again`)
          continue
        }
        if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdownMultiplier)
          throw new Error(`Lighthouse ran at ${lhr.configSettings.throttling.cpuSlowdownMultiplier}×, not ${cpuSlowdownMultiplier}×`)
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
        const blocking = blockingTime(artifacts.Trace.traceEvents, cpuSlowdownMultiplier)
        const core = mainThreadCoreTime(artifacts.Trace.traceEvents, samples)
        runs.push({
          benchmarkIndex: lhr.environment.benchmarkIndex,
          performance: lhr.categories.performance.score * 100,
          accessibility: lhr.categories.accessibility.score * 100,
          bestPractices: lhr.categories['best-practices'].score * 100,
          seo: lhr.categories.seo.score * 100,
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          tbtWall: blocking.wall,
          tbtCpu: blocking.cpu,
          mainOnCore: core.onCore,
          mainWaiting: core.waiting,
          cls: audit('cumulative-layout-shift'),
          si: audit('speed-index'),
          tti: audit('interactive'),
          failing: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id),
          // What moved, when something did: the trace's evidence for a CLS above 0.
          shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map(
            (i) => `${i.node?.selector ?? i.node?.snippet ?? '?'} (${i.score.toFixed(3)})`,
          ),
        })
      }
      const row = { page: name, runs: RUNS, benchmarkIndex: spread(runs.map((r) => r.benchmarkIndex)) }
      for (const key of MEDIANS) row[key] = median(runs.map((r) => r[key]))
      row.failingAudits = [...new Set(runs.flatMap((r) => r.failing))]
      row.shifts = [...new Set(runs.flatMap((r) => r.shifts))]
      rows.push(row)
      console.log(
        `  ${name} at ${round1(cpuSlowdownMultiplier)}×: performance ${row.performance}, TBT ${Math.round(row.tbt)} ms (trace: ${Math.round(row.tbtWall)} ms from wall time, ${Math.round(row.tbtCpu)} from CPU time; main thread ${Math.round(row.mainOnCore)} ms on a core, ${Math.round(row.mainWaiting)} waiting for one), accessibility ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo}, benchmarkIndex ${row.benchmarkIndex.median}`,
      )
    }
    return rows
  }

  // The preset first: its runs measure the host, from which the calibrated slowdown follows.
  const slowdowns = [{ name: "the preset's 4×", multiplier: 4, targets: true, rows: await lighthouseRows(4) }]
  const hostIndex = () => spread(slowdowns.flatMap((s) => s.rows.flatMap((r) => r.benchmarkIndex.runs)))
  const calibratedFrom = hostIndex().median
  const calibrated = round1(calibratedSlowdown(calibratedFrom))
  slowdowns.push({ name: 'a fixed 8× (a host twice as slow)', multiplier: 8, targets: true, rows: await lighthouseRows(8) })
  slowdowns.push({
    name: `${calibrated}×, calibrated to this host (Lighthouse's mid-tier phone)`,
    multiplier: calibrated,
    targets: false,
    rows: await lighthouseRows(calibrated),
  })
  const host = { benchmarkIndex: hostIndex(), calibratedSlowdown: calibrated, calibratedFrom }

  const s = (ms) => `${(ms / 1000).toFixed(2)} s`
  const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)} ms` : '–')
  const index = ({ median, min, max }) => `${Math.round(median)} (${Math.round(min)}–${Math.round(max)})`
  const lighthouseTable = ({ name, multiplier, targets, rows }) => {
    const missed = rows.filter((r) => !(r.performance >= TARGET.performance && r.tbt <= TARGET.tbt)).map((r) => r.page)
    return [
      `CPU slowed ${name}:`,
      '',
      '| Page | Perf. | A11y | Best pr. | SEO | FCP | LCP | TBT | Blocking: wall | Blocking: CPU | Main thread: on a core / waiting | CLS | Speed index | TTI | benchmarkIndex |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${Math.round(r.tbtWall)} ms | ${Math.round(r.tbtCpu)} ms | ${ms(r.mainOnCore)} / ${ms(r.mainWaiting)} | ${r.cls.toFixed(3)} | ${s(r.si)} | ${s(r.tti)} | ${index(r.benchmarkIndex)} |`,
      ),
      `| Decidim's budget | | | | | ${s(DECIDIM.fcp)} | ${s(DECIDIM.lcp)} | | | | | | ${s(DECIDIM.si)} | ${s(DECIDIM.tti)} | |`,
      `| Our aim (half of it) | ≥ ${TARGET.performance} | 100 | 100 | ≥ 95 | ${s(DECIDIM.fcp / 2)} | ${s(DECIDIM.lcp / 2)} | ≤ ${TARGET.tbt} ms | | | | 0 | ${s(DECIDIM.si / 2)} | ${s(DECIDIM.tti / 2)} | |`,
      '',
      targets
        ? `Target at ${multiplier}× (Lighthouse ≥ ${TARGET.performance}, TBT ≤ ${TARGET.tbt} ms): ${missed.length ? `not met on ${missed.join(', ')}` : 'met on every page'}.`
        : `At the calibrated slowdown (${multiplier}× for a benchmarkIndex of ${Math.round(calibratedFrom)}) the figures are what the target phone would see; no target of its own.`,
    ].join('\n')
  }
  const table = [
    `Lighthouse 13, mobile preset, median of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)} on ${machine()}; 10,000 proposals.`,
    `Host: Chromium ${chromiumVersion()}, Lighthouse benchmarkIndex ${index(host.benchmarkIndex)} (median, range over ${host.benchmarkIndex.runs.length} runs); calibrated CPU slowdown ${calibrated}× (from the 4× runs' median index, ${Math.round(calibratedFrom)}).`,
    "Blocking: wall and CPU are the observed trace's tasks from the first contentful paint to its end, each slowed and less 50 ms, from its wall time (as Lighthouse takes it) and from its CPU time (the page's own work; bench/blocking.mjs): where they part, the page's main thread was waiting.",
    "Main thread: on a core / waiting is the kernel's account of that thread over the same span, at the host's own speed (not slowed): time running, and time runnable but waiting for a core while other threads held both (bench/core-wait.mjs; '–' where the host keeps no such counters).",
    ...slowdowns.map((slowdown) => `\n${lighthouseTable(slowdown)}`),
  ].join('\n')

  console.log('· first interactions, CPU slowed 4×…')
  const interactions = await measureFirstInteractions(server.url, RUNS)
  const interactionTable = [
    '',
    `Interaction to next paint of a first action on a page opened cold (CPU 4× slower, median of ${RUNS}; target ≤ 200 ms):`,
    '',
    '| First interaction | INP (median) | Runs |',
    '|---|---:|---|',
    ...interactions.map((r) => `| ${r.name} | ${r.median} ms | ${r.runs.join(', ')} ms |`),
  ].join('\n')

  console.log('· the first visit’s main thread, CPU not slowed…')
  const mainThread = await measureMainThread(server.url, pages, RUNS)
  // The same visits as a phone makes them: the inspector that Lighthouse and Playwright put in the page
  // has a cost of its own (decision 0088).
  const mainThreadUninspected = await measureMainThread(server.url, pages, RUNS, { inspector: false })
  const mainThreadRows = [
    '',
    mainThreadTable(mainThread, RUNS),
    '',
    mainThreadTable(mainThreadUninspected, RUNS, { inspector: false }),
  ].join('\n')

  writeFileSync(
    join(ROOT, 'bench', 'web-results.json'),
    `${JSON.stringify({ machine: machine(), browser: chromiumVersion(), host, slowdowns, interactions, mainThread, mainThreadUninspected }, null, 2)}\n`,
  )
  writeFileSync(join(ROOT, 'bench', 'web-results.md'), `${table}\n${interactionTable}\n${mainThreadRows}\n`)
  console.log(`\n${table}\n${interactionTable}\n${mainThreadRows}\n`)
  for (const { multiplier, rows } of slowdowns) {
    for (const r of rows)
      if (r.failingAudits.length) console.log(`  ${r.page} at ${multiplier}×, failing audits: ${r.failingAudits.join(', ')}`)
    for (const r of rows) if (r.shifts.length) console.log(`  ${r.page} at ${multiplier}×, layout shifts: ${r.shifts.join(', ')}`)
  }
} finally {
  await chrome.kill()
  await server.stop()
}

function round1(x) {
  return Math.round(x * 10) / 10
}
