/** The columns every export of proposals starts with, and the assessment's. */
export const PROPOSAL_COLUMNS = ['ID', 'Izenburua', 'Deskribapena', 'Egoera', 'Barrutia', 'Eremua', 'Botoak', 'Sortze-data'] as const
export const ASSESSMENT_COLUMNS = ['Bideragarritasuna', 'Kostu zenbatetsia'] as const

/** The admin export's votes by channel, in the order of VOTE_CHANNELS, and the manual counter's. */
export const VOTE_CHANNEL_COLUMNS = {
  web: 'Web bidezko botoak (kontuarekin)',
  census: 'Konturik gabeko botoak (errolda)',
  paper: 'Paperezko botoak',
  phone: 'Telefono bidezko botoak',
  whatsapp: 'WhatsApp bidezko botoak',
  table: 'Mahaian emandako botoak',
} as const
export const COUNTER_VOTES_COLUMN = 'Eskuzko zenbaketaren botoak'
