import { feasibilityLabel } from '@copy/budget-labels'
import { formatEuros } from '@domain/money'
import type { Proposal } from '../api/proposals'

/** What the services said of a proposal, as its card, its dialog and its page show it. */
export type Assessment = Pick<Proposal, 'feasibility' | 'estimatedCost' | 'assessment'>

/**
 * A card's line once the services have assessed it: 'Viable · 45.000 €', or 'No viable' with its reason,
 * in place of a vote that the server would refuse. Its words are the first visit's (BUDGET_LABELS is in
 * every catalogue's core part), so a list rendered in another language hydrates with the same text. A file
 * apart from the dialog's and the page's rows (assessment-facts.tsx), whose texts the first visit does not
 * carry (decision 0094).
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
