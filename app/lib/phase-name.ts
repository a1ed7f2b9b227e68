import { useQuery } from '@tanstack/react-query'
import { phaseName } from '@copy/phase-names'
import { systemConfigQuery } from './system-config'
// Apart from system-config.ts, which the first visit loads: only the screens that show phases read this.

/**
 * A phase of the execution named in the page's language: the council's own names come with the
 * configuration every page asks for (the server renders it in), the portal's own phases' from the catalogue.
 */
export function usePhaseName(): (phase: string) => string {
  const names = useQuery(systemConfigQuery()).data?.milestonePhaseNames
  return (phase) => phaseName(phase, names)
}
