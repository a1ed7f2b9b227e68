import { useId } from 'react'
import { formatNumber } from '@domain/money'
import { barLength, gridValues, niceCeiling } from './bar-scale'

export interface ChartSeries<K extends string> {
  key: K
  label: string
  /** Fill colour; each has at least 3:1 contrast on white (WCAG 1.4.11). */
  color: string
}

// A narrow drawing, so that on a phone the text shrinks little; each row's name sits above its bars.
const WIDTH = 480
const LEFT = 4
const VALUE_SPACE = 48
const NAME = 22
const BAR = 16
const GAP = 3
const GROUP_GAP = 12
const AXIS = 22

/**
 * Horizontal bars, one group per row and one bar per series, as an SVG image whose text alternative
 * lists every number (the table beside it holds the same figures for those who prefer it).
 */
export function BarChart<K extends string>({
  title,
  rows,
  series,
}: {
  title: string
  rows: { label: string; values: Record<K, number> }[]
  series: ChartSeries<K>[]
}) {
  const id = useId()
  const ceiling = niceCeiling(Math.max(0, ...rows.flatMap((r) => series.map((s) => r.values[s.key]))))
  const plot = WIDTH - LEFT - VALUE_SPACE
  const groupHeight = NAME + series.length * (BAR + GAP) - GAP
  const height = AXIS + rows.length * (groupHeight + GROUP_GAP)
  const x = (value: number) => LEFT + (value / ceiling) * plot
  const alt = rows
    .map((r) => `${r.label}: ${series.map((s) => `${s.label.toLowerCase()} ${formatNumber(r.values[s.key])}`).join(', ')}`)
    .join('; ')

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      {series.length > 1 && (
        <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
                <rect width="12" height="12" rx="2" fill={s.color} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      )}
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-labelledby (the caption and the description), which this rule does not count */}
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="mt-2 h-auto w-full">
        <desc id={`${id}-desc`}>{`${alt}.`}</desc>
        {gridValues(ceiling).map((value) => (
          <g key={value}>
            <line x1={x(value)} x2={x(value)} y1={AXIS - 4} y2={height} stroke="#cbd5e1" />
            <text x={x(value)} y={AXIS - 8} textAnchor={value === 0 ? 'start' : 'middle'} fontSize="14" fill="#475569">
              {formatNumber(value)}
            </text>
          </g>
        ))}
        {rows.map((row, i) => {
          const top = AXIS + i * (groupHeight + GROUP_GAP) + GROUP_GAP / 2
          return (
            <g key={row.label}>
              <text x={LEFT} y={top + NAME - 6} fontSize="16" fontWeight="600" fill="#0f172a">
                {row.label}
              </text>
              {series.map((s, j) => {
                const y = top + NAME + j * (BAR + GAP)
                const length = barLength(row.values[s.key], ceiling, plot)
                return (
                  <g key={s.key}>
                    <rect x={LEFT} y={y} width={length} height={BAR} fill={s.color} rx="2" />
                    <text x={LEFT + length + 4} y={y + BAR / 2} dominantBaseline="middle" fontSize="15" fill="#0f172a">
                      {formatNumber(row.values[s.key])}
                    </text>
                  </g>
                )
              })}
            </g>
          )
        })}
      </svg>
    </figure>
  )
}
