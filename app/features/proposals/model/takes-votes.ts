import type { ProposalOutcome } from '@domain/outcome'
import type { ProposalView } from './proposal'

/**
 * Whether a proposal shows 'Votar': still pending, not assessed unfeasible, and not decided by a
 * confirmed selection of its heading (then its outcome says why instead). The Worker refuses the same
 * votes (worker/phase.ts, voteRefusals); the button only avoids offering what would be refused.
 */
export const takesVotes = (p: Pick<ProposalView, 'status' | 'feasibility'> & { outcome?: ProposalOutcome | null }) =>
  p.status === 'pending' && p.feasibility !== 'unfeasible' && !p.outcome
