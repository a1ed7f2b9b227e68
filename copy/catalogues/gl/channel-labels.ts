/** The names of the channels a proposal arrives by (the data keeps the Spanish keys). */
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
