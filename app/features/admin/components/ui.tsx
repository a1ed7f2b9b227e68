import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { ADMIN_TEXTS } from '../../../../domain/texts'

/** Button looks shared by the admin screens; all pass AA contrast and keep the global focus ring. */
const LOOKS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary: 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-50 disabled:text-slate-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
} as const
const SIZES = { md: 'px-4 py-2 text-sm', sm: 'px-2.5 py-1.5 text-xs' } as const

export function Button({
  look = 'secondary',
  size = 'md',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { look?: keyof typeof LOOKS; size?: keyof typeof SIZES }) {
  return (
    <button
      type="button"
      {...props}
      className={`inline-flex items-center justify-center gap-1.5 rounded-md font-medium whitespace-nowrap disabled:cursor-not-allowed ${LOOKS[look]} ${SIZES[size]} ${className}`}
    />
  )
}

export const tabClass =
  'rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-slate-900 data-[selected]:border-brand-700 data-[selected]:text-brand-700'

export const selectClass = 'block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900'

/** A centred modal window with a title and a close button; Headless UI traps focus and closes on Escape. */
export function AdminDialog({
  open,
  onClose,
  title,
  children,
  wide = false,
}: {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  wide?: boolean
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div className="fixed inset-0 overflow-y-auto p-3 sm:p-6">
        <div className="flex min-h-full items-center justify-center">
          <DialogPanel className={`relative w-full rounded-xl bg-white p-5 shadow-xl sm:p-6 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
            <DialogTitle className="pr-10 text-lg font-bold text-slate-900">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={ADMIN_TEXTS.close}
              className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full text-2xl leading-none text-slate-700 hover:bg-slate-100"
            >
              <span aria-hidden="true">×</span>
            </button>
            <div className="mt-4">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  )
}

/** Asks before anything that cannot be undone or that changes someone's rights. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  text: string
  confirmLabel: string
  danger?: boolean
  busy?: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <AdminDialog open={open} onClose={onClose} title={title}>
      <p className="text-slate-800">{text}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button onClick={onClose}>{ADMIN_TEXTS.cancel}</Button>
        <Button look={danger ? 'danger' : 'primary'} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </AdminDialog>
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
