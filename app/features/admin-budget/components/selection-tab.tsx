import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { HEADINGS, SELECTION_RULES, type SelectionRule } from '@domain/budget'
import { ruleLabel } from '@copy/budget-labels'
import { formatEuros } from '@domain/money'
import { BUDGET_TEXTS, FOLLOW_UP_TEXTS, HEADING_JOB_TEXTS } from '@copy'
import { EqualSharesExplained } from '@app/components/equal-shares-explained'
import { Button } from '@app/components/ui/button'
import { CheckboxField } from '@app/components/ui/checkbox-field'
import { ConfirmDialog } from '@app/components/ui/confirm-dialog'
import { DataTable, ColumnHeader } from '@app/components/ui/data-table'
import { SelectField, compactInputClass } from '@app/components/ui/form-field'
import { Spinner } from '@app/components/ui/spinner'
import { errorMessage } from '@app/lib/api'
import { formatLongDate } from '@app/lib/format-date'
import { toast } from '@app/lib/toast'
import { proposalsQuery } from '@app/features/proposals'
import { budgetQuery, selectionQuery, useConfirmSelection, type SelectionAnswer } from '../api/budget-api'
import { districtLabel } from '@copy/district-scope-labels'

const T = BUDGET_TEXTS.admin
type Change = { kind: 'excluded' | 'included'; reason: string }
type Item = SelectionAnswer['items'][number]

/**
 * 'Selección': per heading, what fits its money under the rule the council chooses, beside what the
 * other rule would take; the board takes proposals out or puts them in with a public reason, and
 * confirms once. Every figure comes from the Worker, which computes the confirmation the same way.
 */
export function SelectionTab() {
  const [district, setDistrict] = useState<string>(HEADINGS[0])
  const [rule, setRule] = useState<SelectionRule>('equal-shares')
  const [comparison, setComparison] = useState(false)
  const [changes, setChanges] = useState<Map<number, Change>>(new Map())
  const idsOf = (kind: Change['kind']) => [...changes].filter(([, c]) => c.kind === kind).map(([id]) => id)
  const params = {
    district,
    rule,
    comparison: rule === 'equal-shares' && comparison,
    excluded: idsOf('excluded'),
    included: idsOf('included'),
  }
  // Whether the heading has anything to select is known from public data: the preview is only asked
  // for when it has an answer, so choosing an empty heading is explained here instead of refused there.
  const proposals = useQuery(proposalsQuery())
  const budget = useQuery(budgetQuery())
  const heading = budget.data?.headings.find((h) => h.district === district)
  const hasCandidates = proposals.data?.some(
    (p) => p.district === district && p.status === 'pending' && p.feasibility === 'feasible' && p.estimatedCost !== null,
  )
  const blocked =
    !heading || !proposals.data
      ? null
      : heading.selection
        ? null
        : !hasCandidates
          ? BUDGET_TEXTS.nothingAssessed(district)
          : heading.remaining <= 0
            ? heading.amount > 0
              ? BUDGET_TEXTS.allCommitted(district)
              : BUDGET_TEXTS.noMoney(district)
            : null
  const ready = Boolean(heading && proposals.data) && blocked === null
  const preview = useQuery({ ...selectionQuery(params), placeholderData: keepPreviousData, enabled: ready })

  const change = (id: number, next: Change | null) => {
    const copy = new Map(changes)
    if (next) copy.set(id, next)
    else copy.delete(id)
    setChanges(copy)
  }

  return (
    <div className="grid gap-4">
      <p className="text-slate-700">{T.selectionIntro}</p>
      <div className="grid items-start gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <SelectField
          label={T.heading}
          value={district}
          onChange={(e) => {
            setDistrict(e.target.value)
            setChanges(new Map())
          }}
          options={HEADINGS.map((h) => [h, districtLabel(h)] as const)}
        />
        <fieldset>
          <legend className="block text-sm font-medium text-slate-900">{T.rule}</legend>
          <div className="mt-1 grid gap-2">
            {SELECTION_RULES.map((r) => (
              <label key={r} className="flex items-start gap-2 text-sm text-slate-900">
                <input type="radio" name="rule" value={r} checked={rule === r} onChange={() => setRule(r)} className="mt-1 size-4" />
                <span>
                  <span className="font-semibold">{ruleLabel(r)}</span>
                  <span className="block text-slate-700">{T.ruleHint[r]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {rule === 'equal-shares' && (
          <div className="sm:col-span-2">
            <CheckboxField
              label={T.comparisonLabel}
              hint={T.comparison}
              checked={comparison}
              onChange={(e) => setComparison(e.target.checked)}
            />
          </div>
        )}
      </div>
      {blocked ? (
        <p data-testid="selection-blocked" className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
          {blocked}
        </p>
      ) : preview.isError ? (
        <p role="alert" className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
          {errorMessage(preview.error, T.selectionFailed)}
        </p>
      ) : !preview.data ? (
        <Spinner label={T.loading} />
      ) : 'jobId' in preview.data ? (
        <div
          role="status"
          data-testid="selection-computing"
          className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 text-slate-900"
        >
          {HEADING_JOB_TEXTS.computing}
          <progress aria-label={HEADING_JOB_TEXTS.progressLabel} max={100} value={preview.data.progress} className="h-2 w-full max-w-sm" />
        </div>
      ) : (
        <Preview data={preview.data} comparison={params.comparison} changes={changes} onChange={change} />
      )}
    </div>
  )
}

function Preview({
  data,
  comparison,
  changes,
  onChange,
}: {
  data: SelectionAnswer
  comparison: boolean
  changes: Map<number, Change>
  onChange: (id: number, c: Change | null) => void
}) {
  const confirm = useConfirmSelection()
  const [asking, setAsking] = useState(false)
  const heading = districtLabel(data.district)
  const title = new Map(data.items.map((i) => [i.id, i.title]))
  const chosen = new Set(data.selected)
  const other = new Set(data.other.selected)
  const gains = data.selected.filter((id) => !other.has(id))
  const loses = data.other.selected.filter((id) => !chosen.has(id))
  const reasonsMissing = [...changes.values()].some((c) => c.reason.trim().length < 3)
  const cost = data.amount - data.remaining
  const confirmed = data.confirmed

  function send() {
    const reasoned = (kind: Change['kind']) =>
      [...changes].filter(([, c]) => c.kind === kind).map(([id, c]) => ({ id, reason: c.reason.trim() }))
    confirm.mutate(
      { district: data.district, rule: data.rule, comparison, excluded: reasoned('excluded'), included: reasoned('included') },
      {
        onError: (error) =>
          toast({ title: T.selectionFailed, description: errorMessage(error, T.selectionFailed), variant: 'destructive' }),
        onSettled: () => setAsking(false),
      },
    )
  }

  return (
    <div className="grid gap-4">
      <dl
        data-testid="selection-money"
        aria-live="polite"
        className="flex flex-wrap gap-x-6 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 text-slate-900"
      >
        <div className="flex gap-1">
          <dt>{T.amount}:</dt>
          {/* The heading's whole amount; the rule distributes it less what was prioritised outside the selection. */}
          <dd className="font-semibold">{formatEuros(data.amount + data.committed)}</dd>
        </div>
        {data.committed > 0 && (
          <div className="flex gap-1">
            <dt>{T.committed}:</dt>
            <dd className="font-semibold">{formatEuros(data.committed)}</dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt>{T.selectedTotal}:</dt>
          <dd className="font-semibold">{formatEuros(cost)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{T.left}:</dt>
          <dd className="font-semibold">{formatEuros(data.remaining)}</dd>
        </div>
      </dl>
      <EqualSharesExplained preview={data} className="text-sm text-slate-700" />
      {data.outcome !== data.rule && <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-900">{T.outcomeGreedy}</p>}
      <DataTable
        caption={T.caption(heading, ruleLabel(data.rule))}
        minWidth="min-w-[56rem]"
        columns={data.rule === 'equal-shares' ? 7 : 6}
        head={
          <>
            <ColumnHeader>{T.colProposal}</ColumnHeader>
            <ColumnHeader>{T.colVotes}</ColumnHeader>
            <ColumnHeader>{T.colCost}</ColumnHeader>
            <ColumnHeader>{T.colRunning}</ColumnHeader>
            <ColumnHeader>{T.colFits}</ColumnHeader>
            {data.rule === 'equal-shares' && <ColumnHeader>{T.colWho}</ColumnHeader>}
            <ColumnHeader>{T.colBoard}</ColumnHeader>
          </>
        }
      >
        {data.items.map((item) => (
          <Row
            key={item.id}
            item={item}
            showPayments={data.rule === 'equal-shares'}
            change={changes.get(item.id)}
            locked={confirmed !== null}
            onChange={(c) => onChange(item.id, c)}
          />
        ))}
      </DataTable>

      <section className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <div>
          <h2 className="font-bold text-slate-900">{T.otherTitle(ruleLabel(data.other.rule))}</h2>
          <Titles ids={data.other.selected} title={title} />
        </div>
        <div>
          {gains.length || loses.length ? (
            <>
              <h2 className="font-bold text-slate-900">{T.gains}</h2>
              <Titles ids={gains} title={title} />
              <h2 className="mt-3 font-bold text-slate-900">{T.loses}</h2>
              <Titles ids={loses} title={title} />
            </>
          ) : (
            <p className="text-slate-800">{T.sameSelection}</p>
          )}
          <p className="mt-3 text-sm text-slate-700">{T.votersCompared(data.voters)}</p>
        </div>
      </section>

      {confirmed ? (
        <p data-testid="selection-confirmed" className="rounded-lg border border-green-700 bg-green-50 p-4 font-semibold text-green-900">
          {T.confirmedOn(formatLongDate(confirmed.confirmedAt), ruleLabel(confirmed.rule))}{' '}
          <Link
            to="/resultados/acta/$year"
            params={{ year: String(data.year) }}
            search={{ distrito: data.district }}
            className="text-green-900 underline"
          >
            {FOLLOW_UP_TEXTS.actaLink(data.year)}
          </Link>
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button look="primary" className="min-h-11" disabled={reasonsMissing || confirm.isPending} onClick={() => setAsking(true)}>
            {T.confirm}
          </Button>
          {reasonsMissing && <p className="text-sm text-red-700">{T.reasonNeeded}</p>}
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={T.confirmTitle(heading)}
        text={T.confirmText(data.selected.length, formatEuros(cost), formatEuros(data.remaining))}
        confirmLabel={T.confirm}
        busy={confirm.isPending}
        onClose={() => setAsking(false)}
        onConfirm={send}
      />
    </div>
  )
}

function Titles({ ids, title }: { ids: number[]; title: Map<number, string> }) {
  if (!ids.length) return <p className="text-slate-700">{T.none}</p>
  return (
    <ul className="mt-1 list-disc pl-5 text-slate-800">
      {ids.map((id) => (
        <li key={id}>{title.get(id) ?? `#${id}`}</li>
      ))}
    </ul>
  )
}

function Row({
  item,
  showPayments,
  change,
  locked,
  onChange,
}: {
  item: Item
  showPayments: boolean
  change: Change | undefined
  locked: boolean
  onChange: (c: Change | null) => void
}) {
  const reasonId = useId()
  return (
    <tr className={`border-t border-slate-200 align-top ${item.fits ? '' : 'bg-slate-50'}`}>
      <th scope="row" className="px-3 py-3 text-left font-medium text-slate-900">
        <span className="block text-xs font-normal text-slate-600">#{item.id}</span>
        {item.title}
        {item.change && (
          <span className="mt-1 block text-xs font-semibold text-brand-700">
            {item.change === 'excluded' ? T.excludedMark : T.includedMark}
          </span>
        )}
      </th>
      <td className="px-3 py-3 text-slate-900">{item.votes}</td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-900">{formatEuros(item.estimatedCost)}</td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-900">{formatEuros(item.runningTotal)}</td>
      <td className={`px-3 py-3 font-semibold ${item.fits ? 'text-green-800' : 'text-slate-700'}`}>{item.fits ? T.fits : T.doesNotFit}</td>
      {showPayments && (
        <td className="max-w-72 px-3 py-3 text-sm text-slate-800">
          {item.payments && item.effectiveVotes !== null
            ? T.paidBy(
                item.payments.map((p) => ({ amount: formatEuros(p.amount), voters: p.voters })),
                new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }).format(item.effectiveVotes),
              )
            : ''}
        </td>
      )}
      <td className="px-3 py-3">
        {locked ? null : change ? (
          <div className="grid gap-1.5">
            <label htmlFor={reasonId} className="sr-only">
              {T.reasonLabel(item.title)}
            </label>
            <input
              id={reasonId}
              value={change.reason}
              placeholder={T.reason}
              aria-invalid={change.reason.trim().length < 3}
              onChange={(e) => onChange({ ...change, reason: e.target.value })}
              className={`${compactInputClass} min-w-48`}
            />
            <Button size="sm" onClick={() => onChange(null)} aria-label={T.undoChangeLabel(item.title)}>
              {T.undoChange}
            </Button>
          </div>
        ) : item.fits ? (
          <Button size="sm" onClick={() => onChange({ kind: 'excluded', reason: '' })} aria-label={T.takeOutLabel(item.title)}>
            {T.takeOut}
          </Button>
        ) : (
          <Button size="sm" onClick={() => onChange({ kind: 'included', reason: '' })} aria-label={T.putInLabel(item.title)}>
            {T.putIn}
          </Button>
        )}
      </td>
    </tr>
  )
}
