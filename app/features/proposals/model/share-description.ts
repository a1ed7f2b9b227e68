import type { ProposalOutcome } from '@domain/outcome'
import { outcomeSentence } from '@copy/budget-labels'

/**
 * What a shared link says of a proposal (og:description and the page's description): its outcome first
 * once its heading's selection is confirmed ('No seleccionada: …'), then its own words.
 */
export const shareDescription = (p: { description: string; outcome: ProposalOutcome | null }) =>
  p.outcome ? `${outcomeSentence(p.outcome).replace(/\.$/, '')}. ${p.description}` : p.description
