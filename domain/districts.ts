/** Districts of the city (§3). 'Todos' stands for a proposal or filter that covers the whole city. */
export const DISTRICTS = ['Norte', 'Sur', 'Este', 'Oeste', 'Centro', 'Todos'] as const
export type District = (typeof DISTRICTS)[number]

/** The five real districts, without the whole-city option: what boards and offices are organised by. */
export const CITY_DISTRICTS = DISTRICTS.filter((d) => d !== 'Todos')

export const DEFAULT_DISTRICT: District = 'Centro'
