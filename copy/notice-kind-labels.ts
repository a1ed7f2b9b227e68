import { localized } from './localize'
import { isAssessmentNotice, isOutcomeNotice } from '@domain/notice-kinds'
import { BUDGET_LABELS } from './budget-labels'
import { statusLabel } from './statuses'

/**
 * The name of a notice whose kind is neither a status nor an assessment or an outcome: a milestone of the
 * execution, as /avisos' badge and the e-mail's subject say it (the kind's code is the API's, never shown).
 */
export const NOTICE_KIND_LABELS = localized('NOTICE_KIND_LABELS', { milestone: 'Avance de la ejecución' })

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
