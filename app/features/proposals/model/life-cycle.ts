import { UI_PROPOSALS } from '@domain/texts'
import type { ProposalView } from './proposal'

const T = UI_PROPOSALS.timeline

type Dates = Pick<ProposalView, 'status' | 'createdAt' | 'approvedAt' | 'executedAt' | 'rejectedAt'>

/**
 * The stage shown in cards and dialogs: the latest one reached, with its date (§2). A rejected proposal
 * says so, with the date of the rejection (null for rows rejected before that date was kept).
 */
export function currentStage(p: Dates): { label: string; date: string | null } {
  if (p.status === 'rejected') return { label: T.rejected, date: p.rejectedAt }
  if (p.executedAt) return { label: T.executed, date: p.executedAt }
  if (p.approvedAt) return { label: T.prioritised, date: p.approvedAt }
  return { label: T.presented, date: p.createdAt }
}

export interface LifeCycleStep {
  label: string
  /** null while the stage has not been reached; the step is then grey with its pending text. */
  date: string | null
  pendingText: string
  /** The end of a rejected proposal's cycle: reached even without a date, and shown as such. */
  rejected?: true
}

/**
 * The three steps of the full page (§2): green when dated, grey otherwise. A rejected proposal has no
 * pending steps: its cycle ends with 'Rechazada' and the date (after 'Priorizada' if it got that far).
 */
export function lifeCycleSteps(p: Dates): LifeCycleStep[] {
  const presented: LifeCycleStep = { label: T.presented, date: p.createdAt, pendingText: '' }
  if (p.status === 'rejected') {
    const prioritised: LifeCycleStep[] = p.approvedAt ? [{ label: T.prioritised, date: p.approvedAt, pendingText: '' }] : []
    return [presented, ...prioritised, { label: T.rejected, date: p.rejectedAt, pendingText: '', rejected: true }]
  }
  return [
    presented,
    { label: T.prioritised, date: p.approvedAt, pendingText: T.pendingPriority },
    { label: T.executed, date: p.executedAt, pendingText: T.pendingExecution },
  ]
}
