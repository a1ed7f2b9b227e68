import { localized } from './localize'

/**
 * The name of a notice whose kind is neither a status nor an assessment or an outcome: a milestone of the
 * execution, as /avisos' badge and the e-mail's subject say it (the kind's code is the API's, never shown).
 */
export const NOTICE_KIND_LABELS = localized('NOTICE_KIND_LABELS', { milestone: 'Avance de la ejecución' })
