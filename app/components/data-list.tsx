import type { ReactNode } from 'react'
import { ADMIN_TEXTS } from '@copy'

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
