// The figures the benches report from several runs.

/** The median of the runs that measured something (a run Lighthouse could not measure gives NaN). */
export function median(xs) {
  const measured = xs.filter(Number.isFinite).sort((a, b) => a - b)
  return measured.length ? measured[Math.floor(measured.length / 2)] : NaN
}

/** The median and the range of the runs, e.g. for the host's benchmark index. */
export function spread(xs) {
  const measured = xs.filter(Number.isFinite)
  return { median: median(measured), min: Math.min(...measured), max: Math.max(...measured), runs: xs }
}
