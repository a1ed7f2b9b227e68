/** The names of the statuses, of the channels a proposal arrives by, of the whole city and of a missing district or scope (the data keeps the Spanish keys). */
export const STATUS_LABELS = { pending: 'Presentada', approved: 'Prioritzada', rejected: 'Rebutjada', executed: 'Executada' } as const

export const CHANNEL_LABELS = {
  web: 'Plataforma web',
  papel: 'Cupó en paper',
  email: 'Correu electrònic',
  'buzon-asociacion': "Bústia de l'associació veïnal",
  'oficina-federacion': 'Oficina de la federació',
  '010': "Servei 010 de l'Ajuntament",
  whatsapp: 'WhatsApp',
  telefono: 'Telèfon',
} as const

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
