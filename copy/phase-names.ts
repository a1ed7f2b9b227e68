import { localized } from './localize'

// Apart from ui-follow-up.ts, which the first visit loads: only the screens that show phases read these.

/**
 * The execution phases the portal names itself, by their Spanish name (the one milestones keep): the ones
 * a council starts with (domain/milestones.ts) and 'Sin iniciar'. A phase the council adds or renames is
 * named by the council in each language ('Configuración', domain/milestone-phase-names.ts).
 */
export const MILESTONE_PHASE_NAMES = localized('MILESTONE_PHASE_NAMES', {
  'Sin iniciar': 'Sin iniciar',
  'En redacción del proyecto': 'En redacción del proyecto',
  'En licitación': 'En licitación',
  Adjudicada: 'Adjudicada',
  'En obras': 'En obras',
  Finalizada: 'Finalizada',
})
