import type { ReactNode } from 'react'
import { ScrollRegion } from './scroll-region'

/**
 * A wide table in its keyboard-scrollable region, named by its caption, with one row that says so when
 * there is nothing to show. `minWidth` keeps its columns readable; narrower screens scroll it sideways.
 */
export function DataTable({
  caption,
  minWidth,
  head,
  columns,
  empty,
  children,
}: {
  caption: string
  minWidth: string
  /** The header cells: ColumnHeader and SortHeader. */
  head: ReactNode
  columns: number
  /** Shown across the table when it has no rows; omitted while it has some. */
  empty?: string
  children: ReactNode
}) {
  return (
    <ScrollRegion label={caption} className="mt-3 rounded-lg border border-slate-200 bg-white">
      <table className={`w-full text-sm ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>{head}</tr>
        </thead>
        <tbody>
          {children}
          {empty && (
            <tr>
              <td colSpan={columns} className="px-3 py-8 text-center text-slate-700">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

/** A column header that does not sort. */
export function ColumnHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-900">
      {children}
    </th>
  )
}

/** A column header that sorts; aria-sort tells screen readers the current order. */
export function SortHeader<K extends string>({
  label,
  column,
  sort,
  onSort,
}: {
  label: string
  column: K
  sort: { key: K; direction: 'asc' | 'desc' }
  onSort: (column: K) => void
}) {
  const active = sort.key === column
  return (
    <th scope="col" aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} className="px-3 py-2 text-left">
      <button type="button" onClick={() => onSort(column)} className="inline-flex items-center gap-1 rounded font-semibold text-slate-900">
        {label}
        <span aria-hidden="true" className={active ? 'text-brand-700' : 'text-slate-400'}>
          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  )
}
