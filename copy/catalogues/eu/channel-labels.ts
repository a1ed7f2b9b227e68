/** The names of the channels a proposal arrives by (the data keeps the Spanish keys). */
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
