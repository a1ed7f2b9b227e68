import { localized } from './localize'

/**
 * The executed projects' impact in words (the home card and 'Proyectos Ejecutados'): a module of its own
 * so that the home page does not carry all of /seguimiento's copy (decision 0033).
 */
export const IMPACT_TEXTS = localized('IMPACT_TEXTS', {
  summary: (executed: number, cost: string, withFinalCost: number) =>
    executed === 0
      ? 'Todavía no hay proyectos ejecutados.'
      : `${executed} ${executed === 1 ? 'proyecto ejecutado' : 'proyectos ejecutados'}, con un coste final de ${cost}${
          withFinalCost < executed ? ` (${withFinalCost} con el coste final publicado)` : ''
        }.`,
  districts: (names: string) => `En ${names}.`,
  link: 'Ver el seguimiento de los proyectos',
} as const)
