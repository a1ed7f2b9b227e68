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
