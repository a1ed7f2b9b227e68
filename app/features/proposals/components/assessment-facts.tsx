import { feasibilityLabel } from '@copy/budget-labels'
import { formatEuros } from '@domain/money'
import { FOLLOW_UP_TEXTS as F } from '@copy'
import type { Assessment } from './assessment-line'

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
