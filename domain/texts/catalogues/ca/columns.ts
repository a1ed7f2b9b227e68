/** The columns every export of proposals starts with, and the assessment's. */
export const PROPOSAL_COLUMNS = ['ID', 'Títol', 'Descripció', 'Estat', 'Districte', 'Àmbit', 'Vots', 'Data de creació'] as const
export const ASSESSMENT_COLUMNS = ['Viabilitat', 'Cost estimat'] as const

/** The admin export's votes by channel, in the order of VOTE_CHANNELS, and the manual counter's. */
export const VOTE_CHANNEL_COLUMNS = {
  web: 'Vots web (amb compte)',
  census: 'Vots sense compte (padró)',
  paper: 'Vots en paper',
  phone: 'Vots per telèfon',
  whatsapp: 'Vots per WhatsApp',
  table: 'Vots en mesa',
} as const
export const COUNTER_VOTES_COLUMN = 'Vots del recompte manual'
