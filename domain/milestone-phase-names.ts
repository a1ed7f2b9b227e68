import { BASE_LANGUAGE, type OtherLanguage } from './languages'

/**
 * The council's names of its execution phases in the other languages, by the Spanish name: entered with
 * the phases in 'Configuración' (docs/decisions/0068). The phases the portal starts with, and
 * 'Sin iniciar', are named by the catalogues until the council writes its own.
 */
export type PhaseNames = Record<string, Partial<Record<OtherLanguage, string>>>

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
