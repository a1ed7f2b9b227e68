import { ReceiptCheck } from '@app/features/census'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { formatNumber } from '@domain/money'
import { RESULTS_TEXTS as T, UI_PROPOSALS } from '@copy'
import { OpenDataLinks } from '@app/components/open-data-links'
import { YearPageHeader, YearSelect } from '@app/components/year-page-header'
import { QueryError } from '@app/components/ui/query-error'
import { FiguresTable } from '@app/components/ui/figures-table'
import { ServerDrawn } from '@app/components/server-drawn'
import { useDocumentTitle } from '@app/lib/document-title'
import { BarChart, type ChartSeries } from './bar-chart'
import { BudgetSection } from './budget-section'
import { resultsQuery, type Results } from './api/results'
import { ProposalTitleLink } from '@app/components/proposal-title-link'
import { districtLabel, scopeLabel } from '@copy/district-scope-labels'

type Measure = keyof Results['totals']
// Each colour also as a whole Tailwind class: server HTML may carry no style attribute under the CSP.
// Labels are getters, read when drawn: a module loaded after the page's catalogue must not keep Spanish.
const COUNTS = [
  {
    key: 'presented',
    get label() {
      return T.measures.presented
    },
    color: '#1e40af',
    accent: 'border-t-[#1e40af]',
  },
  {
    key: 'prioritised',
    get label() {
      return T.measures.prioritised
    },
    color: '#b45309',
    accent: 'border-t-[#b45309]',
  },
  {
    key: 'executed',
    get label() {
      return T.measures.executed
    },
    color: '#15803d',
    accent: 'border-t-[#15803d]',
  },
] satisfies (ChartSeries<Measure> & { accent: string })[]
const VOTES = [
  {
    key: 'votes',
    get label() {
      return T.measures.votes
    },
    color: '#6d28d9',
    accent: 'border-t-[#6d28d9]',
  },
] satisfies (ChartSeries<Measure> & { accent: string })[]
const MEASURES = [...COUNTS, ...VOTES]

/** 'Resultados del Presupuesto Participativo': the process in numbers, per year, district and scope. */
export function ResultsScreen({ year }: { year?: number }) {
  useDocumentTitle(T.title)
  const navigate = useNavigate()
  const query = useQuery({ ...resultsQuery(year), placeholderData: keepPreviousData })
  const data = query.data

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <YearPageHeader title={T.title} intro={T.intro} />
      <div className="mt-6 max-w-xs">
        <YearSelect
          id="resultados-anio"
          label={T.year}
          all={T.allYears}
          years={data?.years ?? (year ? [year] : [])}
          value={year ?? ''}
          onChange={(e) => void navigate({ to: '/resultados', search: e.target.value ? { year: Number(e.target.value) } : {} })}
        />
      </div>

      {query.isPending && (
        <p role="status" className="mt-10 text-slate-700">
          {T.loading}
        </p>
      )}
      {query.isError && !data && <QueryError message={T.failure} onRetry={() => void query.refetch()} className="mt-10" />}
      {data && <Loaded data={data} />}
      <ReceiptCheck />
      <BudgetSection year={year} />
      <OpenDataLinks
        id="resultados-abiertos"
        title={T.openData}
        text={T.openDataText}
        files="/api/open-data/proposals"
        more={[{ href: '/api/open-data/table-votes.csv', label: T.tableVotes }]}
      />
    </div>
  )
}

function Loaded({ data }: { data: Results }) {
  const districts = data.byDistrict.map((r) => ({ label: districtLabel(r.district), values: r }))
  const scopes = data.byScope.map((r) => ({ label: scopeLabel(r.scope), values: r }))
  // The figures, charts and tables are text to read: hydrated as the server drew them (decision 0071).
  return (
    <ServerDrawn id="resultados-datos" drawnFrom={[data]}>
      <section aria-labelledby="resultados-cifras" className="mt-8">
        <h2 id="resultados-cifras" className="text-2xl font-semibold text-slate-900">
          {T.totalsTitle}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
          {MEASURES.map((m) => (
            <div key={m.key} className={`rounded-xl border border-t-4 border-slate-200 bg-white p-4 ${m.accent}`}>
              <dt className="text-sm font-medium text-slate-700">{m.label}</dt>
              <dd className="mt-1 text-3xl font-bold text-slate-900" data-measure={m.key}>
                {formatNumber(data.totals[m.key])}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {data.totals.presented === 0 ? (
        <p className="mt-8 rounded-md bg-slate-100 p-4 text-slate-800">{T.empty}</p>
      ) : (
        <>
          <Breakdown id="resultados-distrito" title={T.byDistrict} column={T.district} rows={districts} />
          <Breakdown id="resultados-ambito" title={T.byScope} column={T.scope} rows={scopes} />
          <section aria-labelledby="resultados-top" className="mt-10">
            <h2 id="resultados-top" className="text-2xl font-semibold text-slate-900">
              {T.topTitle}
            </h2>
            <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {data.top.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-4 px-4 py-2">
                  <ProposalTitleLink id={p.id} title={p.title} className="inline-flex min-h-11 items-center font-semibold" />
                  <span className="text-sm text-slate-700">
                    {districtLabel(p.district)} · <span className="font-semibold text-slate-900">{UI_PROPOSALS.votes(p.votes)}</span>
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </ServerDrawn>
  )
}

function Breakdown({
  id,
  title,
  column,
  rows,
}: {
  id: string
  title: string
  column: string
  rows: { label: string; values: Results['totals'] }[]
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <BarChart title={T.chartTitle(COUNTS.map((s) => s.label).join(', '), title)} rows={rows} series={COUNTS} />
        <BarChart title={T.chartTitle(T.measures.votes, title)} rows={rows} series={VOTES} />
      </div>
      <FiguresTable
        caption={T.tableCaption(title)}
        heading={column}
        columns={MEASURES.map((m) => m.label)}
        rows={rows.map((r) => ({ label: r.label, figures: MEASURES.map((m) => formatNumber(r.values[m.key])) }))}
      />
    </section>
  )
}
