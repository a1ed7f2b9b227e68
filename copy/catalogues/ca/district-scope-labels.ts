/** The names of the whole city and of a missing district or scope (the data keeps the Spanish keys). */
export const DISTRICT_LABELS = { Todos: 'Tota la ciutat', none: 'Sense districte' } as const

export const SCOPE_LABELS = {
  none: 'Sense àmbit',
  names: {
    'Cultura y deporte': 'Cultura i esport',
    'Medio Ambiente': 'Medi ambient',
    'Movilidad Urbana': 'Mobilitat urbana',
    'Servicios Sociales': 'Serveis socials',
    'Urbanismo y obras': 'Urbanisme i obres',
    'Otras categorias / Varios': 'Altres categories / Diversos',
  },
} as const
