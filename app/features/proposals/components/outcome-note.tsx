import { Link } from '@tanstack/react-router'
import { BUDGET_LABELS, outcomeSentence } from '@domain/texts/budget-labels'
import type { ProposalOutcome } from '@domain/outcome'

const LOOK: Record<ProposalOutcome['kind'], string> = {
  selected: 'border-green-300 bg-green-50 text-green-900',
  'not-selected': 'border-amber-300 bg-amber-50 text-amber-950',
  withdrawn: 'border-amber-300 bg-amber-50 text-amber-950',
  unfeasible: 'border-red-300 bg-red-50 text-red-900',
}

/** What became of a proposal once its heading's selection was confirmed, and why: one line on a card and in its dialog. */
export function OutcomeLine({ outcome, className = '' }: { outcome: ProposalOutcome | null; className?: string }) {
  if (!outcome) return null
  return (
    <p data-testid="outcome" className={`rounded-md border px-2 py-1 text-sm font-semibold ${LOOK[outcome.kind]} ${className}`}>
      {outcomeSentence(outcome)}
    </p>
  )
}

/** The same on a proposal's page, with the acta of its heading that records it. */
export function OutcomeBox({ outcome }: { outcome: ProposalOutcome | null }) {
  if (!outcome) return null
  return (
    <section aria-labelledby="resultado" data-testid="outcome" className={`mt-6 rounded-xl border p-4 ${LOOK[outcome.kind]}`}>
      <h2 id="resultado" className="text-lg font-bold">
        {BUDGET_LABELS.outcomeTitle}
      </h2>
      <p className="mt-1 text-lg">{outcomeSentence(outcome)}</p>
      <Link
        to="/resultados/acta/$year"
        params={{ year: String(outcome.year) }}
        search={{ distrito: outcome.district }}
        className="mt-2 inline-block font-semibold underline"
      >
        {BUDGET_LABELS.actaLink(outcome.year)}
      </Link>
    </section>
  )
}
