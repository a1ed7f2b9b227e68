import { useId, useState, type FormEvent } from 'react'
import { ADMIN_TEXTS } from '@copy'
import { ADMIN_PAGE_SIZES, parsePageSize } from '../model/pagination'
import { Button } from '@app/components/ui/button'
import { compactInputClass } from '@app/components/ui/form-field'

const T = ADMIN_TEXTS.pagination
const CUSTOM = 'custom'

/**
 * 'Anterior' / 'Siguiente', 'Página X de Y', 'Mostrando N de M propuestas' and the page size (§2, §9).
 * Pages follow one another (the server continues after the last row shown), so there is no jump to page N.
 */
export function PaginationBar({
  page,
  pages,
  shown,
  total,
  size,
  hasNext,
  onPrevious,
  onNext,
  onSize,
}: {
  page: number
  pages: number
  shown: number
  total: number
  size: number
  hasNext: boolean
  onPrevious: () => void
  onNext: () => void
  onSize: (size: number) => void
}) {
  const id = useId()
  const preset = (ADMIN_PAGE_SIZES as readonly number[]).includes(size)
  const [custom, setCustom] = useState(!preset)
  const [draft, setDraft] = useState(String(size))
  const [error, setError] = useState(false)

  function applyCustom(event: FormEvent) {
    event.preventDefault()
    const parsed = parsePageSize(draft)
    setError(parsed === null)
    if (parsed !== null) onSize(parsed)
  }

  return (
    <nav aria-label={T.label} className="mt-4 flex flex-col gap-3 text-sm text-slate-800 lg:flex-row lg:items-center lg:justify-between">
      <p aria-live="polite">{T.showing(shown, total)}</p>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${id}-size`} className="block text-xs font-medium text-slate-700">
            {T.pageSize}
          </label>
          <select
            id={`${id}-size`}
            className={compactInputClass}
            value={custom ? CUSTOM : String(size)}
            onChange={(e) => {
              if (e.target.value === CUSTOM) return setCustom(true)
              setCustom(false)
              setError(false)
              onSize(Number(e.target.value))
            }}
          >
            {ADMIN_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
            <option value={CUSTOM}>{T.custom}</option>
          </select>
        </div>
        {custom && (
          <form onSubmit={applyCustom} className="flex items-end gap-2">
            <div>
              <label htmlFor={`${id}-custom`} className="block text-xs font-medium text-slate-700">
                {T.customSize}
              </label>
              <input
                id={`${id}-custom`}
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                aria-invalid={error}
                aria-describedby={error ? `${id}-custom-error` : undefined}
                className={`${compactInputClass} w-24`}
              />
            </div>
            <Button type="submit" size="sm" className="py-2">
              {T.apply}
            </Button>
            {error && (
              <p id={`${id}-custom-error`} role="alert" className="text-red-700">
                {T.customInvalid}
              </p>
            )}
          </form>
        )}
      </div>
      <div className="flex items-center gap-2">
        <Button disabled={page <= 1} onClick={onPrevious}>
          {T.previous}
        </Button>
        <span className="px-1 whitespace-nowrap">{T.page(page, pages)}</span>
        <Button disabled={!hasNext} onClick={onNext}>
          {T.next}
        </Button>
      </div>
    </nav>
  )
}
