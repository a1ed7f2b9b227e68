import { statusLabel } from './statuses'
import { BUDGET_LABELS } from './texts/budget-labels'

/** A notice tells of a status change or of a technical assessment ('feasible' or 'unfeasible'). */
export const isAssessmentNotice = (kind: string) => kind === 'feasible' || kind === 'unfeasible'

/** 'Priorizada', or 'Viable' / 'No viable' for an assessment: read when a text is written, in the language of the moment. */
export const noticeLabel = (kind: string) =>
  isAssessmentNotice(kind) ? BUDGET_LABELS.feasibility[kind as 'feasible' | 'unfeasible'] : statusLabel(kind)
