/**
 * Choosing which proposals of a heading fit its money, as pure functions shared by the Worker's
 * preview and the council's laboratory, and proven against real elections (pabulib `.pb` files):
 * - `selectGreedy`: 'Mayoría de apoyos', by votes while the money lasts.
 * - `selectEqualShares`: 'Reparto equitativo', the Method of Equal Shares with Add1 completion and
 *   optionally Wieliczka's comparison step; exact arithmetic; order-independent.
 * - `compareOutcomes`: how many voters fare better under each outcome.
 * - `parsePb` / `writePb`: read and write the pabulib format (refusals carry a code and Spanish text).
 * Money goes in as integer euros, decimal text or `Rational`; exact results come out as
 * `{ exact: 'n/d', value }`.
 */
export { type ComparisonCounts, compareOutcomes } from './compare'
export type { SelectionInput } from './election'
export {
  type Completion,
  type EqualSharesOptions,
  type EqualSharesResult,
  type FundedProject,
  type Payment,
  selectEqualShares,
} from './equal-shares'
export { countVotes, type GreedyItem, type GreedyResult, selectGreedy, type VoteCounts } from './greedy'
export { drawLot } from './lot'
export { PB_MAX_LINES, type PbBallot, type PbElection, type PbError, type PbParseResult, type PbProject, parsePb } from './pb-parse'
export { type PbWriteInput, writePb } from './pb-write'
export { type ExactNumber, type Money, Rational } from './rational'
export { type WorkBound, WorkLimitReached } from './work-bound'
