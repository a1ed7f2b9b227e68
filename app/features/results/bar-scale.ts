/**
 * The scale of a bar chart: the axis ends at a round number (1, 2 or 5 times a power of ten) at or above
 * the largest value, so the gridlines fall on numbers people read at a glance.
 */
export function niceCeiling(max: number): number {
  if (max <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  const step = [1, 2, 5, 10].find((m) => m * power >= max)!
  return step * power
}

/** Gridline values from 0 to the ceiling, in quarters when they are whole numbers, else halves or none. */
export function gridValues(ceiling: number): number[] {
  const parts = [4, 2, 1].find((n) => Number.isInteger(ceiling / n))!
  return Array.from({ length: parts + 1 }, (_, i) => (ceiling / parts) * i)
}

/** Length of a bar in the chart's units; a value above zero always shows at least a sliver. */
export function barLength(value: number, ceiling: number, full: number): number {
  if (value <= 0) return 0
  return Math.max(2, (value / ceiling) * full)
}
