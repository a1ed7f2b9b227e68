import { UI_PROPOSALS } from '../../../../domain/texts'
import type { ProposalView } from './proposal'

const T = UI_PROPOSALS.timeline

/** The stage shown in cards and dialogs: the latest one reached, with its date (§2). */
export function currentStage(p: Pick<ProposalView, 'createdAt' | 'approvedAt' | 'executedAt'>) {
  if (p.executedAt) return { label: T.executed, date: p.executedAt }
  if (p.approvedAt) return { label: T.prioritised, date: p.approvedAt }
  return { label: T.presented, date: p.createdAt }
}

export interface LifeCycleStep {
  label: string
  /** null while the stage has not been reached; the step is then grey with its pending text. */
  date: string | null
  pendingText: string
}

/** The three steps of the full page (§2): green when dated, grey otherwise. */
export function lifeCycleSteps(p: Pick<ProposalView, 'createdAt' | 'approvedAt' | 'executedAt'>): LifeCycleStep[] {
  return [
    { label: T.presented, date: p.createdAt, pendingText: '' },
    { label: T.prioritised, date: p.approvedAt, pendingText: T.pendingPriority },
    { label: T.executed, date: p.executedAt, pendingText: T.pendingExecution },
  ]
}
