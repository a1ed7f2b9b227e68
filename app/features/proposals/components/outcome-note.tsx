import { outcomeSentence } from '@copy/budget-labels'
import type { ProposalOutcome } from '@domain/outcome'

/** Selected reads green; left out, for whatever reason, amber (an outcome, not an error). */
export const outcomeLook = (o: ProposalOutcome) =>
  o.kind === 'selected' ? 'border-green-300 bg-green-50 text-green-900' : 'border-amber-300 bg-amber-50 text-amber-950'

/** What became of a proposal once its heading's selection was confirmed, and why: one line on a card and in its dialog. */
export function OutcomeLine({ outcome, className = '' }: { outcome: ProposalOutcome | null; className?: string }) {
  if (!outcome) return null
  return (
    <p data-testid="outcome" className={`rounded-md border px-2 py-1 text-sm font-semibold ${outcomeLook(outcome)} ${className}`}>
      {outcomeSentence(outcome)}
    </p>
  )
}
