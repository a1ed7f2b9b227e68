import type { Heading } from './budget'
import type { SelectionPreview } from './budget-selection'

/** What became of a proposal once the selection of its heading was confirmed (issue 32). */
export interface ProposalOutcome {
  /** The cycle and the heading whose confirmed selection decided it: the acta that records it. */
  year: number
  district: Heading
  kind: 'selected' | 'not-selected' | 'withdrawn' | 'unfeasible'
  /** The public reason: the board's, for a proposal it took out; the assessment's, for an unfeasible one. */
  reason: string | null
  /**
   * Not selected: the euros it lacked from what was left when its turn came; 0 when it fitted but equal
   * shares left it out (its voters' shares could not pay it). Null for every other outcome.
   */
  shortfall: number | null
}

/**
 * What a confirmed selection keeps, as it was when the council confirmed it: the preview (the money it
 * distributed, every candidate's votes, cost and reading, the comparison counts, the share and the
 * lot's seed) and the heading's whole amount with what was committed outside the selection.
 */
export type SelectionRecord = Omit<SelectionPreview, 'selected' | 'other'> & { headingAmount: number; committed: number }

interface ConfirmedSelection {
  year: number
  district: string
  approved: readonly number[]
  changes: readonly { id: number; kind: 'excluded' | 'included'; reason: string }[]
}

/**
 * A candidate's outcome: selected when the selection approved it, withdrawn when the board took it
 * out (with the board's public reason), otherwise not selected with what it lacked: its cost less the
 * money the rule still had when it came to it (the item's running total is what was spent before it).
 */
export function candidateOutcome(selection: ConfirmedSelection, record: SelectionRecord | null, id: number): ProposalOutcome {
  const year = selection.year
  const district = selection.district as Heading
  if (selection.approved.includes(id)) return { year, district, kind: 'selected', reason: null, shortfall: null }
  const out = selection.changes.find((c) => c.id === id && c.kind === 'excluded')
  if (out) return { year, district, kind: 'withdrawn', reason: out.reason, shortfall: null }
  const item = record?.items.find((i) => i.id === id)
  const shortfall = item && record ? Math.max(0, item.estimatedCost - (record.amount - item.runningTotal)) : null
  return { year, district, kind: 'not-selected', reason: null, shortfall }
}
