import { BASE_LANGUAGE, type Language, type OtherLanguage } from './languages'
import { currentLanguage } from '@copy/localize'
import { MILESTONE_PHASE_NAMES } from '@copy/phase-names'

/**
 * The council's names of its execution phases in the other languages, by the Spanish name: entered with
 * the phases in 'Configuración' (docs/decisions/0068). The phases the portal starts with, and
 * 'Sin iniciar', are named by the catalogues until the council writes its own.
 */
export type PhaseNames = Record<string, Partial<Record<OtherLanguage, string>>>

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

/**
 * What the names lack for `language` to be switched on: the phases with no name in it (Valencian reads
 * Catalan's where it has none of its own), given the catalogue's names for the portal's own phases.
 */
export function phasesWithoutName(
  phases: readonly string[],
  names: PhaseNames | null | undefined,
  language: OtherLanguage,
  catalogued: (phase: string) => string | undefined,
): string[] {
  const base = BASE_LANGUAGE[language] as OtherLanguage | undefined
  return phases.filter((p) => !names?.[p]?.[language] && !(base && names?.[p]?.[base]) && !catalogued(p))
}
