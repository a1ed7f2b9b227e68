/** The names of the statuses, of the channels a proposal arrives by, of the whole city and of a missing district or scope (the data keeps the Spanish keys). */
export const STATUS_LABELS = { pending: 'Aurkeztua', approved: 'Lehenetsia', rejected: 'Baztertua', executed: 'Gauzatua' } as const

export const CHANNEL_LABELS = {
  web: 'Web plataforma',
  papel: 'Paperezko kupoia',
  email: 'Posta elektronikoa',
  'buzon-asociacion': 'Auzo-elkartearen postontzia',
  'oficina-federacion': 'Federazioaren bulegoa',
  '010': 'Udalaren 010 zerbitzua',
  whatsapp: 'WhatsApp',
  telefono: 'Telefonoa',
} as const

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
