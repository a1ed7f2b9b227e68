import { localized } from './localize'

/** The technical assessment's columns, after each export's own: the verdict and the cost in whole euros. */
export const ASSESSMENT_COLUMNS = localized('ASSESSMENT_COLUMNS', ['Viabilidad', 'Coste estimado'] as const)

/**
 * The admin export's votes by channel (from the per-person vote receipts), in the order of
 * VOTE_CHANNELS, and what the admin's votes counter (§4) added without a receipt.
 */
export const VOTE_CHANNEL_COLUMNS = {
  web: 'Votos web (con cuenta)',
  census: 'Votos sin cuenta (padrón)',
  paper: 'Votos en papel',
  phone: 'Votos por teléfono',
  whatsapp: 'Votos por WhatsApp',
  table: 'Votos en mesa',
} as const
export const COUNTER_VOTES_COLUMN = 'Votos del recuento manual'

/** The columns every export of proposals starts with: §3's admin export and the open data build on them. */
export const PROPOSAL_COLUMNS = localized('PROPOSAL_COLUMNS', [
  'ID',
  'Título',
  'Descripción',
  'Estado',
  'Distrito',
  'Ámbito',
  'Votos',
  'Fecha de Creación',
] as const)
