import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ruleLabel } from '@copy/budget-labels'
import { formatEuros, formatNumber } from '@domain/money'
import { ACTA_TEXTS as T } from '@copy'
import { outcomeSentence } from '@copy/budget-labels'
import { districtLabel } from '@copy/district-scope-labels'
import { BackHomeLink } from '@app/components/back-home-link'
import { ProposalTitleLink } from '@app/components/proposal-title-link'
import { Button } from '@app/components/ui/button'
import { QueryError } from '@app/components/ui/query-error'
import { errorMessage } from '@app/lib/api'
import { useDocumentTitle } from '@app/lib/document-title'
import { formatLongDate } from '@app/lib/format-date'
import { actaQuery, type Acta } from './api/acta'
import { EqualSharesExplained } from '@app/components/equal-shares-explained'
import '@app/components/acta-print.css'

type Heading = Acta['headings'][number]

/** The acta is dated by its latest confirmation: the day the record of the year was last completed. */
const latestConfirmation = (headings: readonly Heading[]) =>
  headings
    .map((h) => h.confirmedAt)
    .sort()
    .at(-1) ?? ''

/**
 * The 'Acta de resultados' of a year (or of one heading): the public record of the decision, dated,
 * printable on A4 (app/components/acta-print.css), with what anyone needs to check it.
 */
export function ActaScreen({ year, district }: { year: number; district?: string }) {
  useDocumentTitle(T.yearTitle(year))
  const acta = useQuery(actaQuery(year, district))
  return (
    <article className="acta-sheet mx-auto max-w-5xl px-4 py-8">
      <div className="acta-no-print">
        <BackHomeLink />
      </div>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{T.yearTitle(year)}</h1>
      <p className="mt-2 text-slate-800">{T.intro}</p>
      {acta.isError && <QueryError className="mt-6" message={errorMessage(acta.error)} onRetry={() => acta.refetch()} />}
      {acta.data && (
        <>
          <p className="mt-2 font-semibold text-slate-900">{T.dated(formatLongDate(latestConfirmation(acta.data.headings)))}</p>
          <div className="acta-no-print mt-4 flex flex-wrap items-center gap-4">
            <Button look="primary" onClick={() => window.print()}>
              {T.print}
            </Button>
            {district && (
              <Link to="/resultados/acta/$year" params={{ year: String(year) }} className="text-brand-700 underline">
                {T.wholeYear(year)}
              </Link>
            )}
          </div>
          {acta.data.headings.map((h) => (
            <HeadingRecord key={h.district} heading={h} />
          ))}
          <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
            <a className="acta-address text-brand-700 underline" href={acta.data.openData.csv}>
              {T.openDataCsv}
            </a>
            <a className="acta-address text-brand-700 underline" href={acta.data.openData.json}>
              {T.openDataJson}
            </a>
          </p>
        </>
      )}
    </article>
  )
}

function HeadingRecord({ heading: h }: { heading: Heading }) {
  const name = districtLabel(h.district)
  const spent = h.amount - h.remaining
  const facts: [string, string][] = [
    [T.rule, h.comparison ? `${ruleLabel(h.rule)}, ${T.comparison}` : ruleLabel(h.rule)],
    [T.headingAmount, formatEuros(h.headingAmount)],
    ...(h.committed > 0 ? [[T.committed, formatEuros(h.committed)] as [string, string]] : []),
    [T.amount, formatEuros(h.amount)],
    [T.spent, formatEuros(spent)],
    [T.remaining, formatEuros(h.remaining)],
  ]
  return (
    <section aria-labelledby={`acta-${h.district}`} className="acta-heading mt-10">
      <h2 id={`acta-${h.district}`} className="text-2xl font-bold text-slate-900">
        {T.headingTitle(name)}
      </h2>
      <p className="mt-1 text-slate-700">{T.confirmedOn(formatLongDate(h.confirmedAt))}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3 border-b border-slate-200 py-1">
            <dt className="text-slate-700">{term}</dt>
            <dd className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {h.rule === 'equal-shares' && h.outcome === 'greedy' && <p className="mt-3 text-slate-800">{T.outcomeGreedy}</p>}
      <EqualSharesExplained preview={h} className="mt-3 text-slate-800" />
      <p className="mt-3 text-slate-800">{T.voters(h.voters)}</p>
      <table className="mt-4 w-full border-collapse text-left">
        <caption className="sr-only">{T.caption(name)}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300 text-sm text-slate-700">
            <th scope="col" className="w-[40%] py-2 pr-3">
              {T.columns.proposal}
            </th>
            <th scope="col" className="w-[10%] py-2 pr-3 text-right">
              {T.columns.votes}
            </th>
            <th scope="col" className="w-[14%] py-2 pr-3 text-right">
              {T.columns.cost}
            </th>
            <th scope="col" className="py-2">
              {T.columns.outcome}
            </th>
          </tr>
        </thead>
        <tbody>
          {h.items.map((item) => (
            <tr key={item.id} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-3 font-normal">
                <ProposalTitleLink id={item.id} title={item.title} />
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(item.votes)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatEuros(item.estimatedCost)}</td>
              <td className="py-2">{outcomeSentence(item.outcome)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-sm text-slate-800">
        <span className="font-semibold">{T.seed}:</span> <code className="break-all">{h.seed}</code>
      </p>
      <p className="mt-1 text-sm">
        <span className="font-semibold text-slate-800">{T.check}:</span>{' '}
        <a className="acta-address text-brand-700 underline" href={h.pb}>
          {T.pb(name)}
        </a>
      </p>
    </section>
  )
}
