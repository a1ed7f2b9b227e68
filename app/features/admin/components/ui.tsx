import type { ReactNode } from 'react'
import { ADMIN_TEXTS } from '../../../../domain/texts'

export const tabClass =
  'rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-slate-900 data-[selected]:border-brand-700 data-[selected]:text-brand-700'

export const selectClass = 'block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900'

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

/** A list of label/value pairs, with 'No especificado' for missing values (§2). */
export function DataList({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="text-slate-900">{value === null || value === undefined || value === '' ? ADMIN_TEXTS.noSpecified : value}</dd>
        </div>
      ))}
    </dl>
  )
}
