import { useId, useState } from 'react'
import { channelLabel } from '@copy/channel-labels'
import { scopeOptions } from '@app/components/proposal-fields'
import { STATUSES } from '@domain/statuses'
import { STATUS_LABELS } from '@copy/statuses'
import { ADMIN_TEXTS, BUDGET_TEXTS, FOLLOW_UP_TEXTS, HISTORY_TEXTS } from '@copy'
import { feasibilityLabel } from '@copy/budget-labels'
import { formatEuros } from '@domain/money'
import { ActionMenu } from '@app/components/ui/action-menu'
import { Button } from '@app/components/ui/button'
import type { FreshProposal as Proposal } from '@app/features/proposals'
import { formatLongDate } from '@app/lib/format-date'
import { useUpdateProposal, type StatusUpdate } from '../api/moderation-api'
import { parseVotes } from '../model/pagination'
import { compactInputClass } from '@app/components/ui/form-field'
import { districtLabel } from '@copy/district-scope-labels'

const T = ADMIN_TEXTS.table

export type RowAction = 'author' | 'edit' | 'assess' | 'follow-up' | 'history' | 'delete' | 'reject'
type OnAction = (action: RowAction, p: Proposal) => void

/**
 * A proposal's inline moderation, shared by the table row and the card: status and scope save on
 * change (a rejection asks first), votes on 'Guardar'; every other action sits in the row's menu.
 */
function useModeration(p: Proposal, onAction: OnAction) {
  const update = useUpdateProposal()
  const save = (change: StatusUpdate) => update.mutate({ id: p.id, update: change })
  const setStatus = (status: Proposal['status']) => (status === 'rejected' ? onAction('reject', p) : save({ status }))
  return { busy: update.isPending, save, setStatus }
}

function StatusSelect({ p, busy, onChange }: { p: Proposal; busy: boolean; onChange: (s: Proposal['status']) => void }) {
  return (
    <select
      aria-label={T.statusOf(p.title)}
      className={`${compactInputClass} min-w-32`}
      value={p.status}
      disabled={busy}
      onChange={(e) => onChange(e.target.value as Proposal['status'])}
    >
      {STATUSES.map((s) => (
        <option key={s} value={s}>
          {STATUS_LABELS[s]}
        </option>
      ))}
    </select>
  )
}

function ScopeSelect({ p, busy, onChange }: { p: Proposal; busy: boolean; onChange: (scope: NonNullable<Proposal['scope']>) => void }) {
  return (
    <select
      aria-label={T.scopeOf(p.title)}
      className={`${compactInputClass} min-w-36`}
      value={p.scope ?? ''}
      disabled={busy}
      onChange={(e) => onChange(e.target.value as NonNullable<Proposal['scope']>)}
    >
      {!p.scope && <option value="">{ADMIN_TEXTS.noSpecified}</option>}
      {scopeOptions().map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  )
}

function RowMenu({ p, onAction }: { p: Proposal; onAction: OnAction }) {
  return (
    <ActionMenu
      label={T.menu}
      name={T.menuOf(p.title)}
      actions={[
        { label: T.author, onSelect: () => onAction('author', p) },
        { label: T.edit, onSelect: () => onAction('edit', p) },
        { label: BUDGET_TEXTS.admin.assess, onSelect: () => onAction('assess', p) },
        // Execution is followed once the council prioritised the proposal.
        ...(p.status === 'approved' || p.status === 'executed'
          ? [{ label: FOLLOW_UP_TEXTS.menuAction, onSelect: () => onAction('follow-up', p) }]
          : []),
        { label: HISTORY_TEXTS.open, onSelect: () => onAction('history', p) },
        { label: ADMIN_TEXTS.delete, onSelect: () => onAction('delete', p), danger: true },
      ]}
    />
  )
}

/** The assessment at a glance: the verdict and, when there is one, the estimated cost. */
function Feasibility({ p }: { p: Proposal }) {
  return (
    <span className="text-sm text-slate-800">
      {feasibilityLabel(p.feasibility)}
      {p.estimatedCost !== null && (
        <span className="block font-semibold whitespace-nowrap text-slate-900">{formatEuros(p.estimatedCost)}</span>
      )}
    </span>
  )
}

/** Long titles take two lines; hovering or focusing shows the whole text in place. */
function ClampedTitle({ p }: { p: Proposal }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the whole title, as hovering does
    <span tabIndex={0} title={p.title} className="line-clamp-2 rounded-sm break-words hover:line-clamp-none focus:line-clamp-none">
      {p.title}
    </span>
  )
}

/** One proposal in the wide table (1,024 px and more). */
export function ProposalRow({ proposal: p, onAction }: { proposal: Proposal; onAction: OnAction }) {
  const m = useModeration(p, onAction)
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="w-52 px-3 py-3 text-left font-medium text-slate-900">
        <span className="block text-xs font-normal text-slate-600">#{p.id}</span>
        <ClampedTitle p={p} />
      </th>
      <td className="px-3 py-3 text-slate-700">
        <p className="line-clamp-2 max-w-64">{p.description}</p>
      </td>
      <td className="px-3 py-3 text-slate-800">{p.district ? districtLabel(p.district) : ADMIN_TEXTS.noSpecified}</td>
      <td className="px-3 py-3">
        <StatusSelect p={p} busy={m.busy} onChange={m.setStatus} />
      </td>
      <td className="px-3 py-3">
        <ScopeSelect p={p} busy={m.busy} onChange={(scope) => m.save({ scope })} />
      </td>
      <td className="px-3 py-3">
        {/* Keyed by the saved count so the draft resets when the server answers. */}
        <VotesCell key={p.votes} title={p.title} votes={p.votes} busy={m.busy} onSave={(votes) => m.save({ votes })} />
      </td>
      <td className="px-3 py-3">
        <Feasibility p={p} />
      </td>
      <td className="px-3 py-3 text-slate-700">{formatLongDate(p.createdAt)}</td>
      <td className="px-3 py-3">
        <RowMenu p={p} onAction={onAction} />
      </td>
    </tr>
  )
}

/** The same proposal as a card, for tablets and phones (under 1,024 px): same controls, same menu. */
export function ProposalCard({ proposal: p, onAction }: { proposal: Proposal; onAction: OnAction }) {
  const m = useModeration(p, onAction)
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold text-slate-900">
          <span className="block text-xs font-normal text-slate-600">#{p.id}</span>
          <ClampedTitle p={p} />
        </h3>
        <RowMenu p={p} onAction={onAction} />
      </div>
      <p className="mt-2 line-clamp-2 text-sm text-slate-700">{p.description}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-700">{T.district}</dt>
        <dd className="text-slate-900">{p.district ? districtLabel(p.district) : ADMIN_TEXTS.noSpecified}</dd>
        <dt className="text-slate-700">{T.date}</dt>
        <dd className="text-slate-900">{formatLongDate(p.createdAt)}</dd>
        <dt className="text-slate-700">{T.channel}</dt>
        <dd className="text-slate-900">{channelLabel(p.channel)}</dd>
        <dt className="text-slate-700">{BUDGET_TEXTS.admin.feasibilityColumn}</dt>
        <dd className="text-slate-900">
          <Feasibility p={p} />
        </dd>
      </dl>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <span aria-hidden="true" className="mb-1 block text-xs font-medium text-slate-700">
            {T.status}
          </span>
          <StatusSelect p={p} busy={m.busy} onChange={m.setStatus} />
        </div>
        <div>
          <span aria-hidden="true" className="mb-1 block text-xs font-medium text-slate-700">
            {T.scope}
          </span>
          <ScopeSelect p={p} busy={m.busy} onChange={(scope) => m.save({ scope })} />
        </div>
        <div>
          <span aria-hidden="true" className="mb-1 block text-xs font-medium text-slate-700">
            {T.votes}
          </span>
          <VotesCell key={p.votes} title={p.title} votes={p.votes} busy={m.busy} onSave={(votes) => m.save({ votes })} />
        </div>
      </div>
    </li>
  )
}

/** Paper ballots: an integer ≥ 0; 'Guardar' only when it differs from the saved count (§2, §5). */
function VotesCell({ title, votes, busy, onSave }: { title: string; votes: number; busy: boolean; onSave: (votes: number) => void }) {
  const id = useId()
  const [draft, setDraft] = useState(String(votes))
  const parsed = parseVotes(draft)
  const invalid = parsed === null
  return (
    <form
      className="flex items-start gap-1.5"
      onSubmit={(e) => {
        e.preventDefault()
        if (parsed !== null && parsed !== votes) onSave(parsed)
      }}
    >
      <div>
        <input
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          aria-label={T.votesOf(title)}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          className={`${compactInputClass} w-20`}
        />
        {invalid && (
          <p id={`${id}-error`} className="mt-1 max-w-32 text-xs text-red-700">
            {ADMIN_TEXTS.votesInvalid}
          </p>
        )}
      </div>
      <Button
        type="submit"
        size="sm"
        look="primary"
        className="py-2"
        disabled={busy || invalid || parsed === votes}
        aria-label={`${T.saveVotes}: ${title}`}
      >
        {ADMIN_TEXTS.save}
      </Button>
    </form>
  )
}
