import { feasibilityLabel } from '@copy/budget-labels'
import { formatEuros } from '@domain/money'
import { FOLLOW_UP_TEXTS as F } from '@copy'
import type { Proposal } from '../api/proposals'

type Assessment = Pick<Proposal, 'feasibility' | 'estimatedCost' | 'assessment'>

/** 'Viabilidad' and 'Coste estimado' as rows of a description list (the dialog's panel, the page's box). */
export function AssessmentRows({ proposal: p, termClass, valueClass }: { proposal: Assessment; termClass: string; valueClass: string }) {
  return (
    <>
      <div>
        <dt className={termClass}>{F.feasibility}</dt>
        <dd className={valueClass}>{feasibilityLabel(p.feasibility)}</dd>
      </div>
      {p.estimatedCost !== null && (
        <div>
          <dt className={termClass}>{F.estimatedCost}</dt>
          <dd className={`${valueClass} tabular-nums`}>{formatEuros(p.estimatedCost)}</dd>
        </div>
      )}
    </>
  )
}

/** The services' public report, or the reason the proposal is not feasible; nothing while it is pending. */
export function AssessmentReport({ proposal: p, className = '' }: { proposal: Assessment; className?: string }) {
  if (p.feasibility === 'pending' || !p.assessment) return null
  return (
    <div className={className}>
      <h3 className="font-semibold text-slate-900">{p.feasibility === 'unfeasible' ? F.unfeasibleReason : F.report}</h3>
      <p className="mt-1 whitespace-pre-line text-slate-800">{p.assessment}</p>
    </div>
  )
}

/**
 * A card's line once the services have assessed it: 'Viable · 45.000 €', or 'No viable' with its reason,
 * in place of a vote that the server would refuse. Its words are the first visit's (BUDGET_LABELS is in
 * every catalogue's core part), so a list rendered in another language hydrates with the same text.
 */
export function AssessmentLine({ proposal: p }: { proposal: Assessment }) {
  if (p.feasibility === 'pending') return null
  return (
    <div data-testid="card-assessment" className="text-sm text-slate-800">
      <p>
        <span className="font-semibold">{feasibilityLabel(p.feasibility)}</span>
        {p.estimatedCost !== null && <span className="tabular-nums"> · {formatEuros(p.estimatedCost)}</span>}
      </p>
      {p.feasibility === 'unfeasible' && p.assessment && <p className="mt-1 line-clamp-2">{p.assessment}</p>}
    </div>
  )
}
