import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatEuros } from '@domain/money'
import { FOLLOW_UP_TEXTS, RESULTS_TEXTS as T } from '@copy'
import { ProposalTitleLink } from '@app/components/proposal-title-link'
import { FiguresTable } from '@app/components/ui/figures-table'
import { accountabilityQuery, resultsPage } from '@app/features/accountability'
import { BarChart, type ChartSeries } from './bar-chart'
import { districtLabel } from '@copy/district-scope-labels'

type Measure = keyof typeof T.budgetMeasures
// Each colour also as a whole Tailwind class: server HTML may carry no style attribute under the CSP.
// Labels are getters, read when drawn: a module loaded after the page's catalogue must not keep Spanish.
const SERIES = [
  {
    key: 'amount',
    get label() {
      return T.budgetMeasures.amount
    },
    color: '#1e40af',
  },
  {
    key: 'selected',
    get label() {
      return T.budgetMeasures.selected
    },
    color: '#b45309',
  },
  {
    key: 'remaining',
    get label() {
      return T.budgetMeasures.remaining
    },
    color: '#15803d',
  },
] satisfies ChartSeries<Measure>[]
const euros = (values: Record<Measure, number>) => SERIES.map((s) => formatEuros(values[s.key]))

/**
 * Each heading's money in a budget year: its amount, what its selected proposals cost and what is left,
 * as a chart and a table, and each heading's first selected proposals with their estimated costs, the
 * rest one link away in /seguimiento (a city's year selects thousands: decision 0076). The figures are
 * /seguimiento's (one query), so the two pages never disagree. Nothing when the year has no budget.
 */
export function BudgetSection({ year }: { year?: number }) {
  const { data } = useQuery(accountabilityQuery(year, resultsPage))
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
      {/* The record of the year's decision: every candidate's outcome and why. */}
      <Link
        to="/resultados/acta/$year"
        params={{ year: String(data.year) }}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        {FOLLOW_UP_TEXTS.actaLink(data.year)}
      </Link>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <BarChart title={T.budgetChart} rows={rows} series={SERIES} />
        <FiguresTable
          caption={T.budgetCaption(data.year)}
          heading={T.district}
          columns={SERIES.map((s) => s.label)}
          rows={[
            ...rows.map((r) => ({ label: r.label, figures: euros(r.values) })),
            { label: T.budgetTotal, figures: euros(total), total: true },
          ]}
          className=""
        />
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
              {h.proposals > selected.length && (
                <Link
                  to="/seguimiento"
                  search={{ year: data.year, district: h.district }}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                >
                  {FOLLOW_UP_TEXTS.more}
                </Link>
              )}
            </div>
          )
        })}
      </div>
    </section>
  )
}
