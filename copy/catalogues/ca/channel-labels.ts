/** The names of the channels a proposal arrives by (the data keeps the Spanish keys). */
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
