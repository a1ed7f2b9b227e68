// npm run bench:main-thread: only the last part of `npm run bench:web`, the main thread of each page's
// first visit at 1× (bench/main-thread.mjs, with and without an inspector in the page), on the same
// city-scale server, without Lighthouse's runs (tens of minutes on the shared 2-core machine). BENCH_RUNS
// sets the runs (3); on a loaded host take more, and read the CPU columns. Prints the two tables;
// bench/web-results.* are left to the whole bench.
import { chromiumVersion } from '../scripts/lib/chromium.mjs'
import { machine, startCityServer } from './city-server.mjs'
import { benchPages, mainThreadTable, measureMainThread } from './main-thread.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const { server } = await startCityServer()
try {
  const pages = await benchPages(server.url)
  const tables = []
  // As Lighthouse sees the page, then as a phone opens it (decision 0088).
  for (const inspector of [true, false])
    tables.push(mainThreadTable(await measureMainThread(server.url, pages, RUNS, { inspector }), RUNS, { inspector }))
  console.log(
    `\n${new Date().toISOString().slice(0, 10)} on ${machine()}, Chromium ${chromiumVersion()}; 10,000 proposals.\n\n${tables.join('\n\n')}\n`,
  )
} finally {
  await server.stop()
}
