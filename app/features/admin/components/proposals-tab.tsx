import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../../../domain/constants'
import { CHANNELS, CHANNEL_LABELS } from '../../../../domain/channels'
import { DISTRICTS, districtLabel } from '../../../../domain/districts'
import { SCOPES } from '../../../../domain/scopes'
import { STATUSES, STATUS_LABELS } from '../../../../domain/statuses'
import { ADMIN_TEXTS } from '../../../../domain/texts'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api'
import { proposalsQuery, type Proposal } from '../../proposals/api/proposals'
import { useDeleteProposal } from '../api/admin-api'
import {
  DEFAULT_PROPOSAL_SORT,
  NO_ADMIN_FILTERS,
  filterAdminProposals,
  nextSort,
  sortProposals,
  yearsInData,
  type AdminProposalFilters,
  type ProposalSortKey,
} from '../model/admin-proposals'
import { paginate } from '../model/pagination'
import { AuthorDialog } from './author-dialog'
import { EditProposalDialog } from './edit-proposal-dialog'
import { ExportButtons } from './export-buttons'
import { PaginationBar } from './pagination-bar'
import { ProposalRow, type RowAction } from './proposal-row'
import { Button, ConfirmDialog, SortHeader, selectClass } from './ui'

const T = ADMIN_TEXTS

export function ProposalsTab() {
  // Public pages may keep the list for the whole visit; moderation needs what the server holds now.
  const { data, error, isPending, refetch } = useQuery({ ...proposalsQuery(), refetchOnMount: 'always' })
  const [filters, setFilters] = useState<AdminProposalFilters>(NO_ADMIN_FILTERS)
  const [sort, setSort] = useState(DEFAULT_PROPOSAL_SORT)
  const [page, setPage] = useState(1)
  const [size, setSize] = useState(ADMIN_DEFAULT_PAGE_SIZE)
  const [open, setOpen] = useState<{ action: RowAction; proposal: Proposal } | null>(null)
  const remove = useDeleteProposal()

  const all = data ?? []
  const years = useMemo(() => yearsInData(all), [all])
  const shown = useMemo(() => sortProposals(filterAdminProposals(all, filters), sort), [all, filters, sort])
  const current = paginate(shown, page, size)

  if (isPending) return <Spinner />
  if (error)
    return (
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
        <p>{errorMessage(error, T.loadFailed)}</p>
        <Button className="mt-3" onClick={() => void refetch()}>
          {T.retry}
        </Button>
      </div>
    )

  const setFilter = (change: Partial<AdminProposalFilters>) => {
    setFilters((f) => ({ ...f, ...change }))
    setPage(1)
  }
  const onSort = (key: ProposalSortKey) => setSort((s) => nextSort(s, key, ['votes', 'createdAt']))
  const close = () => setOpen(null)
  const which = (action: RowAction) => (open?.action === action ? open.proposal : null)

  return (
    <div>
      <Filters filters={filters} years={years} onChange={setFilter} />
      <div className="mt-4 flex justify-end">
        <ExportButtons rows={shown} />
      </div>

      {/* Wide table: on phones it scrolls sideways; the region is focusable so keyboards can scroll it too. */}
      <div role="region" aria-label={T.table.caption} tabIndex={0} className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full min-w-[68rem] text-sm">
          <caption className="sr-only">{T.table.caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              <SortHeader label={T.table.title} column="title" sort={sort} onSort={onSort} />
              <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-900">
                {T.table.description}
              </th>
              <SortHeader label={T.table.status} column="status" sort={sort} onSort={onSort} />
              <SortHeader label={T.table.scope} column="scope" sort={sort} onSort={onSort} />
              <SortHeader label={T.table.votes} column="votes" sort={sort} onSort={onSort} />
              <SortHeader label={T.table.date} column="createdAt" sort={sort} onSort={onSort} />
              <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-900">
                {T.table.actions}
              </th>
            </tr>
          </thead>
          <tbody>
            {current.items.map((p) => (
              <ProposalRow key={p.id} proposal={p} onAction={(action, proposal) => setOpen({ action, proposal })} />
            ))}
            {!current.items.length && (
              <tr>
                <td colSpan={7} className="px-3 py-8 text-center text-slate-700">
                  {T.table.empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>

      <PaginationBar
        page={current.page}
        pages={current.pages}
        shown={current.items.length}
        total={current.total}
        size={size}
        onPage={setPage}
        onSize={(n) => {
          setSize(n)
          setPage(1)
        }}
      />

      <AuthorDialog proposal={which('author')} onClose={close} />
      <EditProposalDialog proposal={which('edit')} onClose={close} />
      <ConfirmDialog
        open={open?.action === 'delete'}
        title={T.deleteProposal.title}
        text={open ? T.deleteProposal.text(open.proposal.title) : ''}
        confirmLabel={T.delete}
        danger
        busy={remove.isPending}
        onClose={close}
        onConfirm={() => open && remove.mutate(open.proposal.id, { onSuccess: close })}
      />
    </div>
  )
}

function Filters({
  filters,
  years,
  onChange,
}: {
  filters: AdminProposalFilters
  years: number[]
  onChange: (change: Partial<AdminProposalFilters>) => void
}) {
  const id = useId()
  const F = T.filters
  const select = (key: keyof AdminProposalFilters, label: string, options: [string, string][]) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <select id={`${id}-${key}`} className={`${selectClass} mt-1 py-2`} value={filters[key]} onChange={(e) => onChange({ [key]: e.target.value })}>
        <option value="">{F.all}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1.5fr_1.5fr_auto] lg:items-end">
      <legend className="sr-only">{F.legend}</legend>
      <div>
        <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-900">
          {F.search}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={filters.q}
          placeholder={F.searchPlaceholder}
          onChange={(e) => onChange({ q: e.target.value })}
          className={`${selectClass} mt-1 py-2`}
        />
      </div>
      {select('status', F.status, STATUSES.map((s) => [s, STATUS_LABELS[s]]))}
      {select('year', F.year, years.map((y) => [String(y), String(y)]))}
      {select('district', F.district, DISTRICTS.map((d) => [d, districtLabel(d)]))}
      {select('scope', F.scope, SCOPES.map((s) => [s, s]))}
      {select('channel', F.channel, CHANNELS.map((ch) => [ch, CHANNEL_LABELS[ch]]))}
      <Button onClick={() => onChange(NO_ADMIN_FILTERS)} disabled={Object.values(filters).every((v) => !v)}>
        {F.clear}
      </Button>
    </fieldset>
  )
}
