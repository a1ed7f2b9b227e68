// How long the page's main thread waited for a core during a Lighthouse run, from the kernel's own
// scheduler counters (Linux: /proc/<pid>/task/<tid>/schedstat, time on a CPU and time runnable but
// waiting on the run queue, in ns). Decision 0090 inferred that wait from a task's wall time less its CPU
// time, which cannot tell a thread waiting for a core from one blocked on another process; the scheduler
// can (decision 0093).
import { readdirSync, readFileSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import { paintedMainThread } from './blocking.mjs'

const INTERVAL_MS = 50

// Runs in a worker thread, so that Lighthouse's own work on the bench's main thread (it reads the protocol
// and the trace) does not delay the samples. Every renderer's main thread (on Linux the process's first
// thread: its tid is the pid), every 50 ms, with the monotonic clock the trace's timestamps use (µs); no
// other thread, since the sampler shares the cores it measures.
const SAMPLER = `
const { readdirSync, readFileSync } = require('node:fs')
const { parentPort } = require('node:worker_threads')
const samples = []
let stop = false
parentPort.on('message', () => { stop = true })
function renderers() {
  const pids = []
  for (const pid of readdirSync('/proc')) {
    if (!/^\\d+$/.test(pid)) continue
    try { if (readFileSync('/proc/' + pid + '/cmdline', 'utf8').includes('--type=renderer')) pids.push(pid) } catch {}
  }
  return pids
}
let pids = renderers()
let sinceLookup = 0
function sample() {
  if (++sinceLookup >= 4) { pids = renderers(); sinceLookup = 0 }
  const threads = {}
  for (const pid of pids) {
    try {
      const [onCpu, waiting] = readFileSync('/proc/' + pid + '/task/' + pid + '/schedstat', 'utf8').split(' ').map(Number)
      threads[pid + '/' + pid] = [onCpu, waiting]
    } catch {}
  }
  samples.push({ ts: Number(process.hrtime.bigint() / 1000n), threads })
  if (stop) parentPort.postMessage(samples)
  else setTimeout(sample, ${INTERVAL_MS})
}
sample()
`

/** Whether this host's kernel keeps the counters (Linux with schedstats; not macOS or Windows). */
const coreWaitAvailable = (() => {
  try {
    readdirSync('/proc/self/task')
    return readFileSync('/proc/self/schedstat', 'utf8').trim().split(' ').length === 3
  } catch {
    return false
  }
})()

/** Runs `run()` while sampling; resolves with its value and the samples (none where there are no counters). */
export async function whileSampling(run) {
  if (!coreWaitAvailable) return { value: await run(), samples: [] }
  const worker = new Worker(SAMPLER, { eval: true })
  const samples = new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  try {
    const value = await run()
    worker.postMessage('stop')
    return { value, samples: await samples }
  } finally {
    // A failed run still ends the sampler, or its timer would keep the bench alive.
    await worker.terminate()
  }
}

/**
 * The page's main thread from its first contentful paint to the end of the trace, as the scheduler saw it:
 * ms on a core and ms runnable but waiting for one (NaN where the host keeps no counters or the thread was
 * not sampled). The same span as bench/blocking.mjs, between the samples nearest outside it (50 ms apart).
 */
export function mainThreadCoreTime(traceEvents, samples) {
  const { paint, main } = paintedMainThread(traceEvents)
  const key = `${paint?.pid}/${main}`
  const end = traceEvents.reduce((last, e) => Math.max(last, e.ts + (e.dur ?? 0)), 0)
  const from = samples.findLast((s) => s.ts <= paint?.ts && s.threads[key])
  // The page may be closed soon after the trace ends; its thread is idle by then, so its last sample serves.
  const to = samples.find((s) => s.ts >= end && s.threads[key]) ?? samples.findLast((s) => s.threads[key])
  if (!from || !to) return { onCore: NaN, waiting: NaN }
  const [onCpu0, waiting0] = from.threads[key]
  const [onCpu1, waiting1] = to.threads[key]
  return { onCore: (onCpu1 - onCpu0) / 1e6, waiting: (waiting1 - waiting0) / 1e6 }
}
