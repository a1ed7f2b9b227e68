import { BackHomeLink } from '@app/components/back-home-link'
import { SelectField } from '@app/components/ui/form-field'
import type { SelectHTMLAttributes } from 'react'

/** The top of the pages read year by year (/resultados, /seguimiento): the back link, the title, the intro. */
export function YearPageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <BackHomeLink />
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
    </>
  )
}

/**
 * Those pages' year picker: the years the Worker lists, in its order, after `all` (no year chosen) where the
 * page offers it. The value, the name and what a change does stay with the page.
 */
export function YearSelect({
  years,
  all,
  ...select
}: { id: string; label: string; years: readonly number[]; all?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const options = years.map((y): [string, string] => [String(y), String(y)])
  return <SelectField {...select} options={all === undefined ? options : [['', all], ...options]} />
}
