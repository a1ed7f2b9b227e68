import { localized } from './localize'
import { BASE_LANGUAGE, type Language } from '@domain/languages'
import type { PhaseNames } from '@domain/milestone-phase-names'
import { currentLanguage } from './localize'

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

/**
 * A phase's name in the language of the moment: the council's in that language (Valencian: else its
 * Catalan one), else the catalogue's for a phase the portal names itself, else as written (Spanish).
 */
export function phaseName(phase: string, names: PhaseNames | null | undefined): string {
  for (let l: Language | undefined = currentLanguage(); l && l !== 'es'; l = BASE_LANGUAGE[l]) {
    const own = names?.[phase]?.[l]
    if (own) return own
  }
  return (MILESTONE_PHASE_NAMES as Record<string, string>)[phase] ?? phase
}
