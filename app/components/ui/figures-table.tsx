import { ScrollRegion } from './scroll-region'

const cell = 'px-2 py-2 sm:px-4'

/** A row of a FiguresTable: what it counts (its header cell) and its figures, written out, one per column. */
export interface FiguresRow {
  label: string
  figures: readonly (string | number)[]
  /** The sum of the rows above it: set apart by a rule, in bold. */
  total?: boolean
}

/**
 * Figures per heading (district, scope, the whole city): a row each, a column per measure, right-aligned
 * in tabular digits. The caption names the table and its keyboard-scrollable region; header cells name
 * every row and column for screen readers.
 */
export function FiguresTable({
  caption,
  heading,
  columns,
  rows,
  className = 'mt-4',
}: {
  caption: string
  /** The header of the rows' column ('Distrito', 'Partida'). */
  heading: string
  columns: readonly string[]
  rows: readonly FiguresRow[]
  /** The region's place in its layout. */
  className?: string
}) {
  return (
    <ScrollRegion label={caption} className={`${className} rounded-xl border border-slate-200 bg-white`}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className={`${cell} text-left font-semibold`}>
              {heading}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${cell} text-right font-semibold`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.label} className={row.total ? 'border-t-2 border-slate-300 font-semibold' : undefined}>
              <th scope="row" className={`${cell} text-left font-medium text-slate-900`}>
                {row.label}
              </th>
              {columns.map((column, i) => (
                <td key={column} className={`${cell} text-right tabular-nums`}>
                  {row.figures[i]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
