import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { AUDIT_ACTIONS, HISTORY_PAGE_SIZE } from '@domain/audit'
import { actionLabel, describeChange, describeTarget } from '@copy/history-lines'
import { ADMIN_TEXTS, HISTORY_TEXTS, VALIDATION_TEXTS } from '@copy'
import { Button } from '@app/components/ui/button'
import { Dialog } from '@app/components/ui/dialog'
import { FilterBar } from '@app/components/ui/filter-bar'
import { SelectField, TextField } from '@app/components/ui/form-field'
import { Spinner } from '@app/components/ui/spinner'
import { errorMessage } from '@app/lib/api'
import { formatDateTime } from '@app/lib/format-date'
import { toast } from '@app/lib/toast'
import type { FreshProposal as Proposal } from '@app/features/proposals'
import { downloadHistoryCsv, historyQuery, type HistoryFilters, type HistoryItem } from '../api/history-api'

const T = HISTORY_TEXTS

/** One page of history entries, newest first, with its own 'Anterior' / 'Siguiente'. */
function HistoryEntries({ filters }: { filters: HistoryFilters }) {
  const [page, setPage] = useState(1)
  const { data, error, isPending } = useQuery(historyQuery({ ...filters, page: String(page), size: String(HISTORY_PAGE_SIZE) }))
  if (isPending) return <Spinner className="py-6" />
  if (error)
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(error, T.loadFailed)}
      </p>
    )
  if (!data.items.length) return <p className="py-4 text-slate-700">{T.empty}</p>
  return (
    <div>
      <ol aria-label={T.caption} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {data.items.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} />
        ))}
      </ol>
      <nav aria-label={T.pages} className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <span>{T.pageOf(data.page, data.pages, data.total)}</span>
        <span className="flex gap-2">
          <Button size="sm" disabled={data.page <= 1} onClick={() => setPage(data.page - 1)}>
            {ADMIN_TEXTS.pagination.previous}
          </Button>
          <Button size="sm" disabled={data.page >= data.pages} onClick={() => setPage(data.page + 1)}>
            {ADMIN_TEXTS.pagination.next}
          </Button>
        </span>
      </nav>
    </div>
  )
}

function HistoryEntry({ entry: e }: { entry: HistoryItem }) {
  const change = describeChange(e.before, e.after)
  return (
    <li className="px-4 py-3 text-sm" data-testid="history-entry">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
        <span>{actionLabel(e.action)}</span>
        <span className="font-normal text-slate-700">· {describeTarget(e.targetType, e.targetId)}</span>
        {e.undoneBy !== null && (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{T.undone}</span>
        )}
        {e.undoOf !== null && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{T.undoOf(e.undoOf)}</span>
        )}
      </p>
      {change && <p className="mt-1 break-words text-slate-800">{change}</p>}
      <p className="mt-1 text-slate-700">
        <time dateTime={e.at}>{formatDateTime(Date.parse(e.at))}</time> · {T.adminName(e.adminName, e.adminId)}
      </p>
    </li>
  )
}

const NO_FILTERS = { action: '', targetId: '', from: '', to: '' }

/** 'Historial' tab: every administrative change, filterable and exportable for an auditor. */
export function HistoryTab() {
  const id = useId()
  const [filters, setFilters] = useState(NO_FILTERS)
  const [exporting, setExporting] = useState(false)
  const F = T.filters
  // A proposal id that is not one narrows nothing, and says so under the field.
  const validId = /^[1-9]\d{0,9}$/.test(filters.targetId.trim())
  const badId = filters.targetId.trim() !== '' && !validId
  const query: HistoryFilters = {
    ...(filters.action ? { action: filters.action as HistoryFilters['action'] } : {}),
    ...(validId ? { targetType: 'proposal' as const, targetId: filters.targetId.trim() } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  }
  const set = (key: keyof typeof NO_FILTERS) => (event: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: event.target.value }))

  async function exportCsv() {
    setExporting(true)
    try {
      await downloadHistoryCsv(query)
    } catch (error) {
      toast({ title: errorMessage(error, T.loadFailed), variant: 'destructive' })
    } finally {
      setExporting(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {T.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{T.intro}</p>
      <FilterBar
        legend={F.legend}
        clearLabel={F.clear}
        className="mt-4 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
        active={Object.values(filters).some(Boolean)}
        onClear={() => setFilters(NO_FILTERS)}
      >
        <SelectField
          compact
          label={F.action}
          value={filters.action}
          onChange={set('action')}
          options={[['', F.all], ...AUDIT_ACTIONS.map((a) => [a, actionLabel(a)] as const)]}
        />
        <TextField
          compact
          label={F.proposal}
          inputMode="numeric"
          value={filters.targetId}
          onChange={set('targetId')}
          error={badId ? VALIDATION_TEXTS.proposalId : undefined}
        />
        <TextField compact label={F.from} type="date" value={filters.from} onChange={set('from')} />
        <TextField compact label={F.to} type="date" value={filters.to} onChange={set('to')} />
      </FilterBar>
      <div className="mt-4 flex justify-end">
        <Button onClick={exportCsv} disabled={exporting}>
          {T.exportCsv}
        </Button>
      </div>
      <div className="mt-3">
        {/* A new filter starts again at page 1. */}
        <HistoryEntries key={JSON.stringify(query)} filters={query} />
      </div>
    </section>
  )
}

/** The changes made to one proposal, from its row in the panel. */
export function ProposalHistoryDialog({ proposal, onClose }: { proposal: Proposal | null; onClose: () => void }) {
  return (
    <Dialog open={proposal !== null} onClose={onClose} title={proposal ? T.proposalTitle(proposal.id) : ''} layout="wide">
      {proposal && <HistoryEntries filters={{ targetType: 'proposal', targetId: String(proposal.id) }} />}
    </Dialog>
  )
}
