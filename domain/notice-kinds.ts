import { statusLabel } from './statuses'
import { BUDGET_LABELS } from '@copy/budget-labels'
import { NOTICE_KIND_LABELS } from '@copy/notice-kind-labels'

/** A notice tells of a status change or of a technical assessment ('feasible' or 'unfeasible'). */
export const isAssessmentNotice = (kind: string) => kind === 'feasible' || kind === 'unfeasible'

/**
 * A confirmed selection tells the candidates it left out what became of them ('not-selected', 'withdrawn');
 * the ones it selected hear 'approved', the status they now have.
 */
const isOutcomeNotice = (kind: string): kind is 'not-selected' | 'withdrawn' => kind === 'not-selected' || kind === 'withdrawn'

/**
 * 'Priorizada', 'Viable' / 'No viable' for an assessment, 'No seleccionada' / 'Retirada por la junta' for
 * an outcome, 'Avance de la ejecución' for a milestone: read when a text is written, in the language of the moment.
 */
export const noticeLabel = (kind: string) =>
  isAssessmentNotice(kind)
    ? BUDGET_LABELS.feasibility[kind as 'feasible' | 'unfeasible']
    : isOutcomeNotice(kind)
      ? BUDGET_LABELS.outcome[kind]
      : kind === 'milestone'
        ? NOTICE_KIND_LABELS.milestone
        : statusLabel(kind)
