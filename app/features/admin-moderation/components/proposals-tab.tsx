import { CollapsibleSection } from '@app/components/ui/collapsible-section'
import { PaperVoteForm } from '@app/features/census'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { ADMIN_DEFAULT_PAGE_SIZE } from '@domain/constants'
import { CHANNELS } from '@domain/channels'
import { CHANNEL_LABELS } from '@copy/channel-labels'
import { STATUSES } from '@domain/statuses'
import { STATUS_LABELS } from '@copy/statuses'
import { ADMIN_TEXTS, BUDGET_TEXTS, CENSUS_UI_TEXTS } from '@copy'
import { districtOptions, scopeOptions } from '@app/components/proposal-fields'
import { QueryError } from '@app/components/ui/query-error'
import { Spinner } from '@app/components/ui/spinner'
import { errorMessage } from '@app/lib/api'
import { useMediaQuery } from '@app/lib/use-media-query'
import { useSettled } from '@app/lib/use-settled'
import type { FreshProposal as Proposal } from '@app/features/proposals'
import { adminProposalsQuery, useDeleteProposal, useUpdateProposal } from '../api/moderation-api'
import {
  DEFAULT_PROPOSAL_SORT,
  NO_ADMIN_FILTERS,
  nextSort,
  tableQuery,
  type AdminProposalFilters,
  type ProposalSortKey,
} from '../model/admin-proposals'
import { pageCount } from '../model/pagination'
import { AssessmentDialog } from './assessment-dialog'
import { AuthorDialog } from './author-dialog'
import { EditProposalDialog } from './edit-proposal-dialog'
import { MilestonesDialog } from './milestones-dialog'
import { ExportButtons } from './export-buttons'
import { PaginationBar } from './pagination-bar'
import { ProposalHistoryDialog } from '@app/features/admin-history'
import { ProposalCard, ProposalRow, type RowAction } from './proposal-row'
import { ConfirmDialog } from '@app/components/ui/confirm-dialog'
import { ColumnHeader, DataTable, SortHeader } from '@app/components/ui/data-table'
import { FilterBar } from '@app/components/ui/filter-bar'
import { SelectField, TextField, compactInputClass } from '@app/components/ui/form-field'

const T = ADMIN_TEXTS
/** From here up the table fits beside the filters; below it, cards (tablets in portrait, phones). */
const WIDE_TABLE = '(min-width: 1024px)'
/** The search is sent once typing pauses, as on the public list. */
const SEARCH_PAUSE_MS = 300

/**
 * The proposals tab: the server filters, sorts and pages the table (100,000 proposals never travel to
 * the browser), 'Siguiente' continues after the last row shown, and the exports hold every page.
 */
export function ProposalsTab() {
  const [filters, setFilters] = useState<AdminProposalFilters>(NO_ADMIN_FILTERS)
  const [sort, setSort] = useState(DEFAULT_PROPOSAL_SORT)
  const [size, setSize] = useState(ADMIN_DEFAULT_PAGE_SIZE)
  // Where each page after the first begins, as the server answered 'next'; the last one is on show.
  const [cursors, setCursors] = useState<string[]>([])
  const [open, setOpen] = useState<{ action: RowAction; proposal: Proposal } | null>(null)
  const remove = useDeleteProposal()
  const update = useUpdateProposal()
  const wide = useMediaQuery(WIDE_TABLE)
  const sortId = useId()

  const q = useSettled(filters.q, SEARCH_PAUSE_MS)
  const query = tableQuery({ ...filters, q }, sort)
  const cursor = cursors.at(-1)
  // Moderation needs what the server holds now: read again on every visit, never kept on the device.
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery(
    adminProposalsQuery({ ...query, limit: String(size), ...(cursor ? { cursor } : {}) }),
  )
  const items = data?.items ?? []
  // The bar describes the rows on show: while the next page or size is on its way, the last answer stays.
  const asked = { page: cursors.length + 1, size }
  const [onShow, setOnShow] = useState(asked)
  if (data && !isPlaceholderData && (onShow.page !== asked.page || onShow.size !== asked.size)) setOnShow(asked)
  // The last rows of a page deleted or moved away: the page before is shown instead.
  const emptied = data !== undefined && !isPlaceholderData && !data.items.length && cursors.length > 0
  useEffect(() => {
    if (emptied) setCursors((c) => c.slice(0, -1))
  }, [emptied])

  if (isPending) return <Spinner />
  if (error && !data) return <QueryError message={errorMessage(error, T.loadFailed)} onRetry={() => void refetch()} />

  const setFilter = (change: Partial<AdminProposalFilters>) => {
    setFilters((f) => ({ ...f, ...change }))
    setCursors([])
  }
  const onSort = (key: ProposalSortKey) => {
    setSort((s) => nextSort(s, key, ['votes', 'createdAt']))
    setCursors([])
  }
  // What is on show answers other filters than those chosen (typing pauses, the next page is on its way).
  const busy = isPlaceholderData || q !== filters.q
  const close = () => setOpen(null)
  const onAction = (action: RowAction, proposal: Proposal) => setOpen({ action, proposal })
  const which = (action: RowAction) => (open?.action === action ? open.proposal : null)

  return (
    <div>
      <Filters filters={filters} years={data.years} onChange={setFilter} />
      <div className="mt-4 flex justify-end">
        <ExportButtons query={tableQuery(filters, sort)} disabled={busy || !data.total} />
      </div>
      <div className="mt-4">
        <CollapsibleSection title={CENSUS_UI_TEXTS.paperTitle}>
          <PaperVoteForm />
        </CollapsibleSection>
      </div>

      <div aria-busy={busy}>
        {wide ? (
          // Wide screens: the sortable table.
          <DataTable
            caption={T.table.caption}
            minWidth="min-w-[60rem]"
            columns={9}
            empty={items.length ? undefined : T.table.empty}
            head={
              <>
                <SortHeader label={T.table.title} column="title" sort={sort} onSort={onSort} />
                <ColumnHeader>{T.table.description}</ColumnHeader>
                <ColumnHeader>{T.table.district}</ColumnHeader>
                <SortHeader label={T.table.status} column="status" sort={sort} onSort={onSort} />
                <SortHeader label={T.table.scope} column="scope" sort={sort} onSort={onSort} />
                <SortHeader label={T.table.votes} column="votes" sort={sort} onSort={onSort} />
                <ColumnHeader>{BUDGET_TEXTS.admin.feasibilityColumn}</ColumnHeader>
                <SortHeader label={T.table.date} column="createdAt" sort={sort} onSort={onSort} />
                <ColumnHeader>{T.table.actions}</ColumnHeader>
              </>
            }
          >
            {items.map((p) => (
              <ProposalRow key={p.id} proposal={p} onAction={onAction} />
            ))}
          </DataTable>
        ) : (
          // Tablets and phones: one card per proposal, with the same controls and menu.
          <>
            {/* The cards have no column headers to click: the same sort, as a select. */}
            <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
              <label htmlFor={sortId} className="text-sm font-medium text-slate-900">
                {T.table.sortCards}
              </label>
              <select
                id={sortId}
                value={sort.key}
                onChange={(e) => onSort(e.target.value as ProposalSortKey)}
                className={`${compactInputClass} w-auto py-2`}
              >
                {(Object.keys(T.table.sortOptions) as ProposalSortKey[]).map((key) => (
                  <option key={key} value={key}>
                    {T.table.sortOptions[key]}
                  </option>
                ))}
              </select>
            </div>
            {/* The cards' titles are h3: this h2 (read, not seen, like the table's caption) keeps the outline in order. */}
            <h2 id={`${sortId}-cards`} className="sr-only">
              {T.table.cards}
            </h2>
            <ul aria-labelledby={`${sortId}-cards`} className="mt-3 grid gap-3 md:grid-cols-2">
              {items.map((p) => (
                <ProposalCard key={p.id} proposal={p} onAction={onAction} />
              ))}
            </ul>
            {!items.length && (
              <p className="mt-3 rounded-lg border border-slate-200 bg-white px-3 py-8 text-center text-slate-700">{T.table.empty}</p>
            )}
          </>
        )}
      </div>

      <PaginationBar
        page={onShow.page}
        pages={pageCount(data.total, onShow.size)}
        shown={items.length}
        total={data.total}
        size={size}
        hasNext={data.next !== null && !busy}
        onPrevious={() => setCursors((c) => c.slice(0, -1))}
        onNext={() => data.next && setCursors((c) => [...c, data.next as string])}
        onSize={(n) => {
          setSize(n)
          setCursors([])
        }}
      />

      <AuthorDialog proposal={which('author')} onClose={close} />
      <EditProposalDialog proposal={which('edit')} onClose={close} />
      <AssessmentDialog proposal={which('assess')} onClose={close} />
      <MilestonesDialog proposal={which('follow-up')} onClose={close} />
      <ProposalHistoryDialog proposal={which('history')} onClose={close} />
      <ConfirmDialog
        open={open?.action === 'reject'}
        title={T.rejectProposal.title}
        text={open ? T.rejectProposal.text(open.proposal.title, open.proposal.votes) : ''}
        confirmLabel={T.rejectProposal.confirm}
        danger
        busy={update.isPending}
        onClose={close}
        onConfirm={() => open && update.mutate({ id: open.proposal.id, update: { status: 'rejected' } }, { onSettled: close })}
      />
      <ConfirmDialog
        open={open?.action === 'delete'}
        title={T.deleteProposal.title}
        text={open ? T.deleteProposal.text(open.proposal.title, open.proposal.votes) : ''}
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
  const F = T.filters
  const select = (key: keyof AdminProposalFilters, label: string, options: (readonly [string, string])[]) => (
    <SelectField
      compact
      label={label}
      value={filters[key]}
      onChange={(e) => onChange({ [key]: e.target.value })}
      options={[['', F.all], ...options]}
    />
  )
  return (
    <FilterBar
      legend={F.legend}
      clearLabel={F.clear}
      className="lg:grid-cols-[2fr_1fr_1fr_1fr_1.5fr_1.5fr_auto]"
      active={Object.values(filters).some(Boolean)}
      onClear={() => onChange(NO_ADMIN_FILTERS)}
    >
      <TextField
        compact
        label={F.search}
        type="search"
        value={filters.q}
        placeholder={F.searchPlaceholder}
        onChange={(e) => onChange({ q: e.target.value })}
      />
      {select(
        'status',
        F.status,
        STATUSES.map((s) => [s, STATUS_LABELS[s]]),
      )}
      {select(
        'year',
        F.year,
        years.map((y) => [String(y), String(y)]),
      )}
      {select('district', F.district, districtOptions())}
      {select('scope', F.scope, scopeOptions())}
      {select(
        'channel',
        F.channel,
        CHANNELS.map((ch) => [ch, CHANNEL_LABELS[ch]]),
      )}
    </FilterBar>
  )
}
