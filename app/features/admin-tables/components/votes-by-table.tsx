import { useQuery } from '@tanstack/react-query'
import { formatNumber } from '@domain/money'
import { TABLE_ADMIN_TEXTS } from '@copy'
import { ProposalTitleLink } from '@app/components/proposal-title-link'
import { QueryError } from '@app/components/ui/query-error'
import { errorMessage } from '@app/lib/api'
import { votesByTableQuery } from '../api/tables-api'

const T = TABLE_ADMIN_TEXTS.byTable

/** 'Votos por mesa': the year's counted votes of each table, proposal by proposal (the council's subtotals). */
export function VotesByTable({ year }: { year: number }) {
  const query = useQuery(votesByTableQuery(year))
  const tables = query.data?.tables.filter((t) => t.perProposal.length > 0)
  return (
    <section aria-labelledby="mesas-votos" className="grid gap-4">
      <h2 id="mesas-votos" className="text-xl font-bold text-slate-900">
        {T.title}
      </h2>
      <p className="text-slate-800">{T.text(year)}</p>
      {query.isPending && <p role="status">{T.loading}</p>}
      {query.isError && <QueryError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />}
      {tables?.length === 0 && <p className="text-slate-700">{T.empty}</p>}
      {tables?.map((table) => (
        <table key={table.id} className="w-full border-collapse text-left">
          <caption className="py-1 text-left font-semibold text-slate-900">{T.caption(table.place)}</caption>
          <thead>
            <tr className="border-b-2 border-slate-300 text-sm text-slate-700">
              <th scope="col" className="py-1 pr-3">
                {T.proposal}
              </th>
              <th scope="col" className="w-24 py-1 text-right">
                {T.votes}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.perProposal.map((p) => (
              <tr key={p.proposalId} className="border-b border-slate-200">
                <th scope="row" className="py-1 pr-3 font-normal">
                  <ProposalTitleLink id={p.proposalId} title={p.title} />
                </th>
                <td className="py-1 text-right tabular-nums">{formatNumber(p.votes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <p>
        <a href="/api/open-data/table-votes.csv" download className="font-semibold text-brand-700 underline underline-offset-4">
          {T.openData}
        </a>
      </p>
    </section>
  )
}
