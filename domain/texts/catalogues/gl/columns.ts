/** The columns every export of proposals starts with, and the assessment's. */
export const PROPOSAL_COLUMNS = ['ID', 'Título', 'Descrición', 'Estado', 'Distrito', 'Ámbito', 'Votos', 'Data de creación'] as const
export const ASSESSMENT_COLUMNS = ['Viabilidade', 'Custo estimado'] as const

/** The admin export's votes by channel, in the order of VOTE_CHANNELS, and the manual counter's. */
export const VOTE_CHANNEL_COLUMNS = {
  web: 'Votos web (con conta)',
  census: 'Votos sen conta (padrón)',
  paper: 'Votos en papel',
  phone: 'Votos por teléfono',
  whatsapp: 'Votos por WhatsApp',
  table: 'Votos en mesa',
} as const
export const COUNTER_VOTES_COLUMN = 'Votos do reconto manual'
