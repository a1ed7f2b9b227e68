import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { longDay } from '@copy/dates'
import { formatNumber } from '@domain/money'
import { TABLE_ADMIN_TEXTS } from '@copy'
import { districtLabel } from '@copy/district-scope-labels'
import { ProposalTitleLink } from '@app/components/proposal-title-link'
import { Button } from '@app/components/ui/button'
import { QueryError } from '@app/components/ui/query-error'
import { errorMessage } from '@app/lib/api'
import { useDocumentTitle } from '@app/lib/document-title'
import { formatDateTime } from '@app/lib/format-date'
import { tableRecordCsv, tableRecordQuery, type TableRecord } from '../api/tables-api'
import '@app/components/acta-print.css'

const T = TABLE_ADMIN_TEXTS
const R = T.record

const when = (iso: string | null) => (iso ? formatDateTime(Date.parse(iso)) : '')

/**
 * The acta of one neighbourhood table (/admin/mesas/{id}/acta): where and when it stood, who staffed it,
 * its devices and what each sent, its ballots counted and refused (with the reasons) and the votes per
 * proposal. Printable on A4 like the year's acta (the same sheet styles), with the CSV beside it.
 */
export function TableRecordScreen({ id }: { id: number }) {
  const record = useQuery(tableRecordQuery(id))
  const place = record.data?.table.place
  useDocumentTitle(place ? R.title(place) : T.title)
  return (
    <article className="acta-sheet mx-auto max-w-5xl px-4 py-8">
      <div className="acta-no-print">
        <Link to="/admin" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          {R.back}
        </Link>
      </div>
      {record.isError && <QueryError className="mt-6" message={errorMessage(record.error)} onRetry={() => void record.refetch()} />}
      {record.data && <Sheet id={id} record={record.data} />}
    </article>
  )
}

function Sheet({ id, record }: { id: number; record: TableRecord }) {
  const { table, devices, ballots, refusals, perProposal, uploads } = record
  const labels = new Map(devices.map((d) => [d.id, d.label]))
  const facts: [string, string][] = [
    [R.facts.place, table.place],
    [R.facts.district, table.district ? districtLabel(table.district) : T.form.anyDistrict],
    [R.facts.day, longDay(table.day)],
    [R.facts.hours, R.hours(table.opens, table.closes)],
    [R.facts.volunteers, table.volunteers.length ? table.volunteers.join(', ') : R.none],
    [R.facts.grace, String(table.graceHours)],
    [R.facts.status, T.list.status[table.status]],
    [R.facts.prefix, table.receiptPrefix],
  ]
  return (
    <>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{R.title(table.place)}</h1>
      <p className="mt-2 text-slate-800">{R.intro}</p>
      <div className="acta-no-print mt-4 flex flex-wrap items-center gap-4">
        <Button look="primary" onClick={() => window.print()}>
          {R.print}
        </Button>
      </div>
      <dl className="mt-6 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3 border-b border-slate-200 py-1">
            <dt className="text-slate-700">{term}</dt>
            <dd className="text-right font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <Part id="acta-mesa-papeletas" title={R.ballotsTitle}>
        <dl className="grid grid-cols-3 gap-3">
          {(['counted', 'partly', 'refused'] as const).map((key) => (
            <div key={key} className="rounded-md border border-slate-200 px-3 py-2">
              <dt className="text-sm text-slate-700">{R.ballots[key]}</dt>
              <dd data-ballots={key} className="text-2xl font-bold text-slate-900 tabular-nums">
                {formatNumber(ballots[key])}
              </dd>
            </div>
          ))}
        </dl>
      </Part>

      <Part id="acta-mesa-rechazos" title={R.refusalsTitle}>
        {refusals.length === 0 ? (
          <p className="text-slate-800">{R.noRefusals}</p>
        ) : (
          <Table
            caption={R.refusalsTitle}
            columns={[R.refusalColumns.reason, R.refusalColumns.count]}
            rows={refusals.map((r, i) => ({ key: `${r.code}-${i}`, head: r.message, cells: [formatNumber(r.count)] }))}
          />
        )}
      </Part>

      <Part id="acta-mesa-votos" title={R.votesTitle}>
        {perProposal.length === 0 ? (
          <p className="text-slate-800">{R.noVotes}</p>
        ) : (
          <Table
            caption={R.votesTitle}
            columns={[R.voteColumns.proposal, R.voteColumns.district, R.voteColumns.votes]}
            rows={perProposal.map((p) => ({
              key: String(p.proposalId),
              head: <ProposalTitleLink id={p.proposalId} title={p.title} />,
              cells: [districtLabel(p.district), formatNumber(p.votes)],
            }))}
          />
        )}
      </Part>

      <Part id="acta-mesa-moviles" title={R.devicesTitle}>
        {devices.length === 0 ? (
          <p className="text-slate-800">{T.list.noDevices}</p>
        ) : (
          <Table
            caption={R.devicesTitle}
            columns={[R.deviceColumns.label, R.deviceColumns.joined, R.deviceColumns.lastSeen, R.deviceColumns.revoked]}
            rows={devices.map((d) => ({
              key: String(d.id),
              head: d.label,
              cells: [
                when(d.joinedAt),
                when(d.lastSeenAt),
                d.revokedAt ? T.list.deviceRevoked(when(d.revokedAt), d.revokedReason ?? '') : R.notRevoked,
              ],
            }))}
          />
        )}
      </Part>

      <Part id="acta-mesa-envios" title={R.uploadsTitle}>
        {uploads.length === 0 ? (
          <p className="text-slate-800">{R.noUploads}</p>
        ) : (
          <Table
            caption={R.uploadsTitle}
            columns={[R.uploadColumns.device, R.uploadColumns.at, R.uploadColumns.ballots]}
            rows={uploads.map((u, i) => ({
              key: `${u.deviceId}-${u.at}-${i}`,
              head: labels.get(u.deviceId) ?? String(u.deviceId),
              cells: [when(u.at), formatNumber(u.ballots)],
            }))}
          />
        )}
      </Part>

      <p className="mt-8">
        <a className="acta-address text-brand-700 underline" href={tableRecordCsv(id)} download>
          {R.csv}
        </a>
      </p>
    </>
  )
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="acta-heading mt-8">
      <h2 id={id} className="mb-3 text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A table of the acta: a row header and its cells, the numbers aligned right. */
function Table({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: string[]
  rows: { key: string; head: ReactNode; cells: string[] }[]
}) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-slate-300 text-sm text-slate-700">
          {columns.map((c) => (
            <th key={c} scope="col" className="py-2 pr-3">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-200 align-top">
            <th scope="row" className="py-2 pr-3 font-normal">
              {row.head}
            </th>
            {row.cells.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells in their columns' fixed order
              <td key={i} className="py-2 pr-3 tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
