/** The names of the whole city and of a missing district or scope (the data keeps the Spanish keys). */
export const DISTRICT_LABELS = { Todos: 'Hiri osoa', none: 'Barrutirik gabe' } as const

export const SCOPE_LABELS = {
  none: 'Eremurik gabe',
  names: {
    'Cultura y deporte': 'Kultura eta kirola',
    'Medio Ambiente': 'Ingurumena',
    'Movilidad Urbana': 'Hiri-mugikortasuna',
    'Servicios Sociales': 'Gizarte-zerbitzuak',
    'Urbanismo y obras': 'Hirigintza eta obrak',
    'Otras categorias / Varios': 'Beste kategoria batzuk / Askotarikoak',
  },
} as const
