// The main thread's work of a first visit at the host's own speed (no CPU slowdown), from a Chromium
// trace, split by what it was for: running the scripts for the first time (parse, compile and their
// top-level run), hydrating the server's page, restoring the device's data, and the rest (style,
// layout, paint, network answers, timers…). Hydration and restoring are the spans the app marks
// ('app:hydrate' in app/main.tsx, 'app:restore' in app/offline/persisted-query-provider.tsx): the main
// thread's busy time inside each span counts for it, the scripts' first run first wherever it falls.
import { freshMobilePage, launchBrowser } from './mobile-page.mjs'
import { median } from './stats.mjs'
import { launchUninspected } from './uninspected-visit.mjs'

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'toplevel']
// One task of the main thread's event loop (the older and the newer name of the same slice).
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])
const SCRIPT = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.produceCache',
  'v8.produceModuleCache',
])
// After the restore, what the visit still starts (the saved cache's write, the service worker's
// registration) has this long to run: it counts in the rest.
const SETTLE_MS = 1000
// The page says when its restore has been measured, through the console, from an observer set before it
// starts. Waiting with page.waitForFunction cost the page itself: Playwright ran its injected scripts in
// the page every frame until the answer came, 25–30 ms of the main thread per visit that this split
// counted as the page's own (2026-12-02, a CPU profile of /proposals: 'UtilityScript', 'evaluate').
const RESTORED = 'bench: app:restore measured'
const sayWhenRestored = `new PerformanceObserver((list, observer) => {
  if (!list.getEntriesByName('app:restore').length) return
  observer.disconnect()
  console.debug(${JSON.stringify(RESTORED)})
}).observe({ type: 'measure', buffered: true })`

/** Sorted, disjoint [start, end] intervals. */
function union(intervals) {
  const out = []
  for (const [s, e] of [...intervals].sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1)
    if (last && s <= last[1]) last[1] = Math.max(last[1], e)
    else out.push([s, e])
  }
  return out
}

function intersect(a, b) {
  const out = []
  for (const [s1, e1] of a)
    for (const [s2, e2] of b) {
      const s = Math.max(s1, s2)
      const e = Math.min(e1, e2)
      if (s < e) out.push([s, e])
    }
  return union(out)
}

/** The parts of `a` outside `b`. */
const subtract = (a, b) => {
  const out = []
  for (const [s, e] of a) {
    let from = s
    for (const [s2, e2] of b) {
      if (e2 <= from || s2 >= e) continue
      if (s2 > from) out.push([from, s2])
      from = Math.max(from, e2)
    }
    if (from < e) out.push([from, e])
  }
  return out
}

const length = (intervals) => intervals.reduce((sum, [s, e]) => sum + e - s, 0) / 1000

/** The split, in milliseconds, of the page's main thread in a trace's events. */
export function splitMainThread(events) {
  const spanStarts = events.filter((e) => e.cat?.includes('blink.user_timing') && e.ph === 'b' && e.name.startsWith('app:'))
  const renderer = spanStarts[0]?.pid
  if (renderer === undefined) throw new Error("the trace has no 'app:hydrate' span: is the page server-rendered?")
  const main = events.find((e) => e.pid === renderer && e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain')?.tid
  const onMain = events.filter((e) => e.pid === renderer && e.tid === main && e.ph === 'X')
  const span = (name) =>
    union(
      spanStarts
        .filter((b) => b.name === name)
        .map((b) => {
          const end = events.find(
            (e) => e.ph === 'e' && e.name === name && e.pid === renderer && e.id2?.local === b.id2?.local && e.id === b.id,
          )
          return [b.ts, end?.ts ?? b.ts]
        }),
    )
  const busy = union(onMain.filter((e) => TASKS.has(e.name)).map((e) => [e.ts, e.ts + e.dur]))
  const script = intersect(busy, union(onMain.filter((e) => SCRIPT.has(e.name)).map((e) => [e.ts, e.ts + e.dur])))
  const hydration = subtract(intersect(busy, span('app:hydrate')), script)
  const restore = subtract(subtract(intersect(busy, span('app:restore')), script), hydration)
  const total = length(busy)
  const parts = { script: length(script), hydration: length(hydration), restore: length(restore) }
  // The same split in the thread's CPU time: on a shared host a task's wall time also counts the time the
  // thread waited for a core (several times its CPU time under load), so the wall figures move with the
  // neighbours' load; CPU time is what the page itself cost. Each outermost task's CPU time (tdur) is
  // spread evenly over its wall time, and a part gets its share of every task it overlaps.
  const outer = []
  for (const task of onMain.filter((e) => TASKS.has(e.name)).sort((a, b) => a.ts - b.ts || b.dur - a.dur))
    if (!outer.length || task.ts >= outer.at(-1).ts + outer.at(-1).dur) outer.push(task)
  const cpuOf = (intervals) =>
    outer.reduce((sum, t) => {
      if (!t.dur || t.tdur === undefined) return sum
      const inside = length(intersect([[t.ts, t.ts + t.dur]], intervals)) * 1000
      return sum + (inside * t.tdur) / t.dur
    }, 0) / 1000
  const cpuTotal = outer.reduce((sum, t) => sum + (t.tdur ?? 0), 0) / 1000
  const cpu = { total: cpuTotal, script: cpuOf(script), hydration: cpuOf(hydration), restore: cpuOf(restore) }
  cpu.rest = cpu.total - cpu.script - cpu.hydration - cpu.restore
  return { total, ...parts, rest: total - parts.script - parts.hydration - parts.restore, cpu }
}

const round = (ms) => Math.round(ms * 10) / 10

/**
 * `runs` first visits of each page at 1×; per page the median of each part and the runs' totals. With
 * `inspector` false the pages are opened with no inspector in them (bench/uninspected-visit.mjs), as a
 * phone opens them; otherwise through Playwright, as Lighthouse sees them (its Runtime domain enabled).
 */
export async function measureMainThread(baseUrl, pages, runs = 3, { inspector = true } = {}) {
  const visitor = inspector ? await playwrightVisitor() : await uninspectedVisitor()
  try {
    const rows = []
    for (const [name, path] of Object.entries(pages)) {
      const visits = []
      for (let i = 0; i < runs; i++) visits.push(splitMainThread(await visitor.visit(baseUrl + path)))
      const row = { page: name, runs: visits.map((v) => round(v.total)), cpu: { runs: visits.map((v) => round(v.cpu.total)) } }
      for (const key of ['total', 'script', 'hydration', 'restore', 'rest']) {
        row[key] = round(median(visits.map((v) => v[key])))
        row.cpu[key] = round(median(visits.map((v) => v.cpu[key])))
      }
      rows.push(row)
      const { cpu } = row
      console.log(
        `  ${name}${inspector ? '' : ' (no inspector)'}: ${row.total} ms (script ${row.script}, hydration ${row.hydration}, restore ${row.restore}, rest ${row.rest}); CPU ${cpu.total} ms (script ${cpu.script}, hydration ${cpu.hydration}, restore ${cpu.restore}, rest ${cpu.rest})`,
      )
    }
    return rows
  } finally {
    await visitor.close()
  }
}

/** First visits through Playwright: the page says through the console when its restore is measured. */
async function playwrightVisitor() {
  const browser = await launchBrowser()
  return {
    async visit(url) {
      const page = await freshMobilePage(browser, { initScripts: [sayWhenRestored] })
      await browser.startTracing(page, { categories: CATEGORIES })
      const restored = page.waitForEvent('console', { predicate: (message) => message.text() === RESTORED })
      await page.goto(url)
      await restored
      await page.waitForTimeout(SETTLE_MS)
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString())
      await page.context().close()
      return traceEvents
    },
    close: () => browser.close(),
  }
}

/**
 * First visits with no inspector in the page. It cannot say when its restore is measured (that needs the
 * console), so each is traced until well after `load` and its trace cut where a Playwright visit's ends:
 * `SETTLE_MS` after the restore's span.
 */
async function uninspectedVisitor() {
  const browser = await launchUninspected()
  return {
    async visit(url) {
      const events = await browser.visit(url, { categories: CATEGORIES, afterLoadMs: 3000 })
      const restored = events.find((e) => e.cat?.includes('blink.user_timing') && e.ph === 'e' && e.name === 'app:restore')
      if (!restored) throw new Error(`${url}: no 'app:restore' span in the 3 s after load`)
      return events.filter((e) => e.ts <= restored.ts + SETTLE_MS * 1000)
    },
    close: () => browser.close(),
  }
}

const ms = (x) => `${Math.round(x)} ms`

/**
 * The markdown table of `measureMainThread`'s rows: the wall-clock split, then the same in CPU time;
 * `inspector` as they were measured.
 */
export function mainThreadTable(rows, runs, { inspector = true } = {}) {
  const how = inspector
    ? "as Lighthouse and Playwright open the page, the page's Runtime domain enabled"
    : 'with no inspector in the page, as a phone opens it (decision 0088)'
  return [
    `Main-thread time of a first visit at 1× (the host's own speed, from a Chromium trace, ${how}; median of ${runs}, each part its own median), wall clock, then the thread's CPU time (what the page cost, whatever the host's load):`,
    '',
    '| Page | Main thread | Script evaluation | Hydration | Restoring the device’s data | The rest | Runs (main thread) | CPU | CPU: script | CPU: hydration | CPU: restoring | CPU: the rest | Runs (CPU) |',
    '|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${ms(r.total)} | ${ms(r.script)} | ${ms(r.hydration)} | ${ms(r.restore)} | ${ms(r.rest)} | ${r.runs.map(Math.round).join(', ')} ms | ${ms(r.cpu.total)} | ${ms(r.cpu.script)} | ${ms(r.cpu.hydration)} | ${ms(r.cpu.restore)} | ${ms(r.cpu.rest)} | ${r.cpu.runs.map(Math.round).join(', ')} ms |`,
    ),
  ].join('\n')
}

/** The five pages the web benches open, on the city-scale server at `baseUrl`. */
export async function benchPages(baseUrl) {
  const proposal = (await (await fetch(`${baseUrl}/api/proposals?limit=1`)).json())[0]
  return {
    '/': '/',
    '/proposals': '/proposals',
    '/proposal/{id}': `/proposal/${proposal.id}`,
    '/resultados': '/resultados',
    '/seguimiento': '/seguimiento',
  }
}
