import { outcomeSentence } from '@domain/texts/budget-labels'
import type { ProposalOutcome } from '@domain/outcome'

export const OUTCOME_LOOK: Record<ProposalOutcome['kind'], string> = {
  selected: 'border-green-300 bg-green-50 text-green-900',
  'not-selected': 'border-amber-300 bg-amber-50 text-amber-950',
  withdrawn: 'border-amber-300 bg-amber-50 text-amber-950',
  unfeasible: 'border-red-300 bg-red-50 text-red-900',
}

/** What became of a proposal once its heading's selection was confirmed, and why: one line on a card and in its dialog. */
export function OutcomeLine({ outcome, className = '' }: { outcome: ProposalOutcome | null; className?: string }) {
  if (!outcome) return null
  return (
    <p data-testid="outcome" className={`rounded-md border px-2 py-1 text-sm font-semibold ${OUTCOME_LOOK[outcome.kind]} ${className}`}>
      {outcomeSentence(outcome)}
    </p>
  )
}
