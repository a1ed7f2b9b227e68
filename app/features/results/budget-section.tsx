import { useQuery } from '@tanstack/react-query'
import { districtLabel } from '@domain/districts'
import { formatEuros } from '@domain/money'
import { RESULTS_TEXTS as T } from '@domain/texts'
import { ProposalTitleLink } from '@app/components/proposal-title-link'
import { ScrollRegion } from '@app/components/ui/scroll-region'
import { accountabilityQuery } from '@app/features/accountability'
import { BarChart, type ChartSeries } from './bar-chart'

type Measure = keyof typeof T.budgetMeasures
// Each colour also as a whole Tailwind class: server HTML may carry no style attribute under the CSP.
const SERIES = [
  { key: 'amount', label: T.budgetMeasures.amount, color: '#1e40af' },
  { key: 'selected', label: T.budgetMeasures.selected, color: '#b45309' },
  { key: 'remaining', label: T.budgetMeasures.remaining, color: '#15803d' },
] satisfies ChartSeries<Measure>[]
const cell = 'px-2 py-2 sm:px-4'

/**
 * Each heading's money in a budget year: its amount, what its selected proposals cost and what is left,
 * as a chart and a table, and the selected proposals with their estimated costs. The figures are
 * /seguimiento's (one query), so the two pages never disagree. Nothing when the year has no budget.
 */
export function BudgetSection({ year }: { year?: number }) {
  const { data } = useQuery(accountabilityQuery(year))
  if (!data || data.totals.amount === 0) return null
  const rows = data.headings.map((h) => ({
    label: districtLabel(h.district),
    values: { amount: h.amount, selected: h.selected, remaining: h.amount - h.selected },
  }))
  const total = { amount: data.totals.amount, selected: data.totals.selected, remaining: data.totals.amount - data.totals.selected }
  return (
    <section aria-labelledby="resultados-presupuesto" className="mt-10">
      <h2 id="resultados-presupuesto" className="text-2xl font-semibold text-slate-900">
        {T.budgetTitle(data.year)}
      </h2>
      <p className="mt-2 text-slate-700">{T.budgetIntro}</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <BarChart title={T.budgetChart} rows={rows} series={SERIES} />
        <ScrollRegion label={T.budgetCaption(data.year)} className="rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">{T.budgetCaption(data.year)}</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className={`${cell} text-left font-semibold`}>
                  {T.district}
                </th>
                {SERIES.map((s) => (
                  <th key={s.key} scope="col" className={`${cell} text-right font-semibold`}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {[...rows, { label: T.budgetTotal, values: total }].map((r) => (
                <tr key={r.label}>
                  <th scope="row" className={`${cell} text-left font-medium text-slate-900`}>
                    {r.label}
                  </th>
                  {SERIES.map((s) => (
                    <td key={s.key} className={`${cell} text-right tabular-nums`}>
                      {formatEuros(r.values[s.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
      <h3 className="mt-6 text-xl font-semibold text-slate-900">{T.budgetSelectedTitle}</h3>
      <div className="mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {data.headings.map((h) => {
          const selected = data.proposals.filter((p) => p.district === h.district)
          return (
            <div key={h.district} className="rounded-xl border border-slate-200 bg-white p-4">
              <h4 className="font-semibold text-slate-900">{districtLabel(h.district)}</h4>
              {selected.length === 0 ? (
                <p className="mt-1 text-sm text-slate-700">{T.budgetNoneSelected}</p>
              ) : (
                <ul className="mt-1 divide-y divide-slate-100 text-sm">
                  {selected.map((p) => (
                    <li key={p.id} className="flex items-center justify-between gap-3">
                      <ProposalTitleLink id={p.id} title={p.title} className="inline-flex min-h-11 items-center" />
                      <span className="shrink-0 tabular-nums text-slate-900">
                        {p.estimatedCost === null ? '—' : formatEuros(p.estimatedCost)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )
        })}
      </div>
    </section>
  )
}
