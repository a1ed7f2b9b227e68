import { useId, useState } from 'react'
import { SCOPES } from '../../../../domain/scopes'
import { STATUSES, STATUS_LABELS } from '../../../../domain/statuses'
import { ADMIN_TEXTS } from '../../../../domain/texts'
import type { Proposal } from '../../proposals/api/proposals'
import { formatLongDate } from '../../proposals/model/format'
import { useUpdateProposal, type StatusUpdate } from '../api/admin-api'
import { parseVotes } from '../model/pagination'
import { Button, selectClass } from './ui'

const T = ADMIN_TEXTS.table

export type RowAction = 'author' | 'edit' | 'delete'

/** One proposal with its inline moderation: status and scope save on change, votes on 'Guardar'. */
export function ProposalRow({ proposal: p, onAction }: { proposal: Proposal; onAction: (action: RowAction, p: Proposal) => void }) {
  const update = useUpdateProposal()
  const save = (change: StatusUpdate) => update.mutate({ id: p.id, update: change })
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="max-w-56 px-3 py-3 text-left font-medium text-slate-900">
        <span className="block text-xs font-normal text-slate-600">#{p.id}</span>
        {p.title}
      </th>
      <td className="max-w-72 px-3 py-3 text-slate-700">
        <p className="line-clamp-3">{p.description}</p>
      </td>
      <td className="px-3 py-3">
        <select
          aria-label={T.statusOf(p.title)}
          className={`${selectClass} min-w-32`}
          value={p.status}
          disabled={update.isPending}
          onChange={(e) => save({ status: e.target.value as Proposal['status'] })}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </td>
      <td className="px-3 py-3">
        <select
          aria-label={T.scopeOf(p.title)}
          className={`${selectClass} min-w-44`}
          value={p.scope ?? ''}
          disabled={update.isPending}
          onChange={(e) => save({ scope: e.target.value as NonNullable<Proposal['scope']> })}
        >
          {!p.scope && <option value="">{ADMIN_TEXTS.noSpecified}</option>}
          {SCOPES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </td>
      <td className="px-3 py-3">
        {/* Keyed by the saved count so the draft resets when the server answers. */}
        <VotesCell key={p.votes} title={p.title} votes={p.votes} busy={update.isPending} onSave={(votes) => save({ votes })} />
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-700">{formatLongDate(p.createdAt)}</td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap gap-1.5">
          <Button size="sm" aria-label={T.authorOf(p.title)} onClick={() => onAction('author', p)}>
            {T.author}
          </Button>
          <Button size="sm" aria-label={T.editOf(p.title)} onClick={() => onAction('edit', p)}>
            {T.edit}
          </Button>
          <Button size="sm" look="danger" aria-label={T.deleteOf(p.title)} onClick={() => onAction('delete', p)}>
            {ADMIN_TEXTS.delete}
          </Button>
        </div>
      </td>
    </tr>
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
          className={`${selectClass} w-24`}
        />
        {invalid && (
          <p id={`${id}-error`} className="mt-1 max-w-32 text-xs text-red-700">
            {ADMIN_TEXTS.votesInvalid}
          </p>
        )}
      </div>
      <Button type="submit" size="sm" look="primary" className="py-2" disabled={busy || invalid || parsed === votes} aria-label={`${T.saveVotes}: ${title}`}>
        {ADMIN_TEXTS.save}
      </Button>
    </form>
  )
}
