import { localized } from './texts/localize'

/** Districts of the city (§3). 'Todos' stands for a proposal or filter that covers the whole city. */
export const DISTRICTS = ['Norte', 'Sur', 'Este', 'Oeste', 'Centro', 'Todos'] as const
export type District = (typeof DISTRICTS)[number]

/** The five real districts, without the whole-city option: what boards and offices are organised by. */
export const CITY_DISTRICTS = DISTRICTS.filter((d) => d !== 'Todos')

export const DEFAULT_DISTRICT: District = 'Centro'

/** The whole-city option and a missing district, in words (the districts' own names are data). */
export const DISTRICT_LABELS = localized('DISTRICT_LABELS', { Todos: 'Toda la ciudad', none: 'Sin distrito' })

export function districtLabel(district: string | null | undefined): string {
  if (!district) return DISTRICT_LABELS.none
  return district === 'Todos' ? DISTRICT_LABELS.Todos : district
}
