/** The names of the whole city and of a missing district or scope (the data keeps the Spanish keys). */
export const DISTRICT_LABELS = { Todos: 'Toda a cidade', none: 'Sen distrito' } as const

export const SCOPE_LABELS = {
  none: 'Sen ámbito',
  names: {
    'Cultura y deporte': 'Cultura e deporte',
    'Medio Ambiente': 'Medio ambiente',
    'Movilidad Urbana': 'Mobilidade urbana',
    'Servicios Sociales': 'Servizos sociais',
    'Urbanismo y obras': 'Urbanismo e obras',
    'Otras categorias / Varios': 'Outras categorías / Varios',
  },
} as const
