/** The names of the statuses, of the channels a proposal arrives by, of the whole city and of a missing district or scope (the data keeps the Spanish keys). */
export const STATUS_LABELS = { pending: 'Presentada', approved: 'Priorizada', rejected: 'Rexeitada', executed: 'Executada' } as const

export const CHANNEL_LABELS = {
  web: 'Plataforma web',
  papel: 'Cupón en papel',
  email: 'Correo electrónico',
  'buzon-asociacion': 'Buzón da asociación veciñal',
  'oficina-federacion': 'Oficina da federación',
  '010': 'Servizo 010 do Concello',
  whatsapp: 'WhatsApp',
  telefono: 'Teléfono',
} as const

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
