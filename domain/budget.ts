import { DISTRICTS, type District } from './districts'

/** The technical assessment's verdict: every proposal starts 'pending' until the council's services judge it. */
export const FEASIBILITIES = ['pending', 'feasible', 'unfeasible'] as const
export type Feasibility = (typeof FEASIBILITIES)[number]

/** The rules a council may choose to select what fits each heading's money. */
export const SELECTION_RULES = ['greedy', 'equal-shares'] as const
export type SelectionRule = (typeof SELECTION_RULES)[number]

/** A heading is a district's money or the whole city's ('Todos'). */
export const HEADINGS = DISTRICTS
export type Heading = District

/** The largest amount the portal takes anywhere (a million million euros): past it a figure is a slip. */
export const MAX_EUROS = 1_000_000_000_000

/** The money to distribute: the participatory share of the investment budget, in whole euros (rounded down). */
export function shareOf(investmentBudget: number, sharePercent: number): number {
  return Math.floor((investmentBudget * sharePercent) / 100)
}
