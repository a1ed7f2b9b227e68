import { feasibilityLabel } from '@copy/budget-labels'
import { FOLLOW_UP_TEXTS as F, UI_PROPOSALS } from '@copy'
import type { ProposalOutcome } from '@domain/outcome'
import { outcomeSentence } from '@copy/budget-labels'
import type { ProposalView } from './proposal'

const T = UI_PROPOSALS.timeline

type Dates = Pick<ProposalView, 'status' | 'createdAt' | 'approvedAt' | 'executedAt' | 'rejectedAt'>
type Assessed = Dates & Pick<ProposalView, 'feasibility' | 'assessedAt' | 'assessment'> & { outcome?: ProposalOutcome | null }

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

/** A milestone of the execution as the page tells it (the API's fields, newest first in the answer). */
export interface MilestoneView {
  id: number
  date: string
  phase: string
  text: string
  progress: number
  reason: string | null
  photoBig: string | null
  photoThumb: string | null
}

export interface LifeCycleStep {
  /** Unique within the cycle (a phase may come back in several milestones). */
  key: string
  label: string
  /** null while the stage has not been reached; the step is then grey with its pending text. */
  date: string | null
  pendingText: string
  /** The end of a rejected proposal's cycle: reached even without a date, and shown as such. */
  rejected?: true
  /** A step of the works: what was done, how far it got, and its photo. */
  milestone?: MilestoneView
  /** The technical assessment's public report, or the reason it is not feasible. */
  report?: string | null
}

/** 'Evaluada: Viable' with its date and report once the services judged it; pending before. */
function assessedStep(p: Assessed): LifeCycleStep {
  const done = p.feasibility !== 'pending'
  return {
    key: 'assessed',
    label: done ? F.evaluated(feasibilityLabel(p.feasibility)) : F.evaluatedPending,
    date: done ? p.assessedAt : null,
    pendingText: F.pendingAssessment,
    report: done ? p.assessment : null,
  }
}

/**
 * The steps of the full page: Presentada → Evaluada (the technical assessment) → Priorizada → each
 * milestone of the works, oldest first → Ejecutada; green when dated, grey otherwise. A rejected proposal
 * has no pending steps: its cycle ends with 'Rechazada' and the date (after the assessment and
 * 'Priorizada' if it got that far).
 */
export function lifeCycleSteps(p: Assessed, milestones: readonly MilestoneView[] = []): LifeCycleStep[] {
  const presented: LifeCycleStep = { key: 'presented', label: T.presented, date: p.createdAt, pendingText: '' }
  const assessed = assessedStep(p)
  if (p.status === 'rejected') {
    const prioritised: LifeCycleStep[] = p.approvedAt
      ? [{ key: 'prioritised', label: T.prioritised, date: p.approvedAt, pendingText: '' }]
      : []
    return [
      presented,
      ...(assessed.date ? [assessed] : []),
      ...prioritised,
      { key: 'rejected', label: T.rejected, date: p.rejectedAt, pendingText: '', rejected: true },
    ]
  }
  const works = [...milestones]
    .reverse()
    .map((m): LifeCycleStep => ({ key: `milestone-${m.id}`, label: m.phase, date: m.date, pendingText: '', milestone: m }))
  return [
    presented,
    // Proposals prioritised before assessments were recorded skip the step rather than show it pending.
    ...(assessed.date || !p.approvedAt ? [assessed] : []),
    // Once its heading is confirmed, a proposal left out says why instead of 'Pendiente de priorización'.
    {
      key: 'prioritised',
      label: T.prioritised,
      date: p.approvedAt,
      pendingText: p.outcome && p.outcome.kind !== 'selected' ? outcomeSentence(p.outcome) : T.pendingPriority,
    },
    ...works,
    { key: 'executed', label: T.executed, date: p.executedAt, pendingText: T.pendingExecution },
  ]
}
