import { DEFAULT_BUDGET_YEAR, DEFAULT_SUBMISSION_DEADLINE } from './constants'
import { cityDay } from './city-day'

/** The yearly cycle the council sets: which municipal budget the proposals go into and the last day to send them. */
export interface BudgetCycle {
  budgetYear: number
  /** A calendar day, YYYY-MM-DD, included. */
  submissionDeadline: string
}

export const DEFAULT_BUDGET_CYCLE: BudgetCycle = { budgetYear: DEFAULT_BUDGET_YEAR, submissionDeadline: DEFAULT_SUBMISSION_DEADLINE }

/**
 * What the deadline means today, in the city's calendar:
 * - 'open': submissions are open and the deadline is today or later: residents are told the date;
 * - 'extended': the deadline has passed but the council keeps submissions open (voting enabled):
 *   residents are told the period is still open, never a past date beside a working form; the
 *   administrator is warned in the settings tab (docs/decisions/0025-budget-cycle-in-the-configuration.md);
 * - 'closed': voting and submissions are off: the closed notice says so.
 */
export type DeadlineState = 'open' | 'extended' | 'closed'

export function deadlineState(config: { votingEnabled: boolean; submissionDeadline: string }, today = cityDay()): DeadlineState {
  if (!config.votingEnabled) return 'closed'
  return today > config.submissionDeadline ? 'extended' : 'open'
}
