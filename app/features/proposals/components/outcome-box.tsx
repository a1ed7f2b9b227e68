import { Link } from '@tanstack/react-router'
import type { ProposalOutcome } from '@domain/outcome'
import { FOLLOW_UP_TEXTS } from '@copy'
import { outcomeSentence } from '@copy/budget-labels'
import { outcomeLook } from './outcome-note'

/** A proposal's outcome on its page, with the acta of its heading that records it (the page's code, not the lists'). */
export function OutcomeBox({ outcome }: { outcome: ProposalOutcome | null }) {
  if (!outcome) return null
  return (
    <section aria-labelledby="resultado" data-testid="outcome" className={`mt-6 rounded-xl border p-4 ${outcomeLook(outcome)}`}>
      <h2 id="resultado" className="text-lg font-bold">
        {FOLLOW_UP_TEXTS.outcomeTitle}
      </h2>
      <p className="mt-1 text-lg">{outcomeSentence(outcome)}</p>
      <Link
        to="/resultados/acta/$year"
        params={{ year: String(outcome.year) }}
        search={{ distrito: outcome.district }}
        className="mt-2 inline-block font-semibold underline"
      >
        {FOLLOW_UP_TEXTS.actaLink(outcome.year)}
      </Link>
    </section>
  )
}
