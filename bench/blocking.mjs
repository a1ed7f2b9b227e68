// The blocking time of a Lighthouse run counted twice from its own trace: from each task's wall time, as
// Lighthouse's simulation takes it, and from the task's CPU time, what the page itself cost. On a 2-core
// host the renderer's main thread often waits for a core inside a task (2026-12-04: a task of 63 ms wall
// with 3 ms of CPU), and Lighthouse multiplies that wait by the slowdown as if it were the page's work.
// The two figures side by side say whether a TBT is the page's or the host's.

const TASK = 'RunTask'
const LONG_MS = 50

/** The page's first contentful paint and the tid of its renderer's main thread, where the trace has them. */
export function paintedMainThread(traceEvents) {
  const paint = traceEvents.findLast((e) => e.name === 'firstContentfulPaint')
  const main = traceEvents.find(
    (e) => e.pid === paint?.pid && e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  )?.tid
  return { paint, main }
}

/**
 * Σ max(0, duration × `multiplier` − 50 ms) over the main thread's outermost tasks from the page's first
 * contentful paint to the end of the trace, once with wall durations and once with CPU durations (ms).
 * Lighthouse's TBT ends at its TTI and its simulation reorders work; this is the observed trace, slowed.
 */
export function blockingTime(traceEvents, multiplier) {
  const { paint, main } = paintedMainThread(traceEvents)
  if (!paint) return { wall: NaN, cpu: NaN }
  const tasks = traceEvents
    .filter((e) => e.pid === paint.pid && e.tid === main && e.ph === 'X' && e.name === TASK && e.ts >= paint.ts)
    .sort((a, b) => a.ts - b.ts)
  const blocking = { wall: 0, cpu: 0 }
  let end = 0
  for (const task of tasks) {
    if (task.ts < end) continue
    end = task.ts + task.dur
    blocking.wall += Math.max(0, (task.dur / 1000) * multiplier - LONG_MS)
    blocking.cpu += Math.max(0, ((task.tdur ?? 0) / 1000) * multiplier - LONG_MS)
  }
  return blocking
}
