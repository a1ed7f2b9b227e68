import { localized } from './localize'
import type { ExportedProposal } from '@domain/admin-proposals'
import { VOTE_CHANNELS } from '@domain/census'
import { STATUSES, type Status } from '@domain/statuses'
import { feasibilityLabel } from './budget-labels'
import { channelLabel } from './channel-labels'
import { districtLabel, scopeLabel } from './district-scope-labels'
import { statusLabel } from './statuses'

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

/** The statuses in the alphabetical order of their Spanish names, which is how the 'Estado' column sorts. */
export const STATUSES_BY_LABEL: readonly Status[] = [...STATUSES].sort((a, b) =>
  statusLabel(a).localeCompare(statusLabel(b), 'es', { sensitivity: 'base' }),
)

/**
 * One export row (ADMIN_TEXTS.exportHeader, the CSV's and the Excel book's): the §3 columns, the channel,
 * the assessment, dates as 'YYYY-MM-DD'; then the votes by channel and, last, what the admin's votes
 * counter added beyond the per-person votes (negative if it was set below them).
 */
export function exportCells(p: ExportedProposal): (string | number)[] {
  const byChannel = VOTE_CHANNELS.map((ch) => p.votesByChannel[ch] ?? 0)
  return [...proposalCells(p), ...byChannel, p.votes - byChannel.reduce((a, b) => a + b, 0)]
}

const proposalCells = (p: ExportedProposal): (string | number)[] => [
  p.id,
  p.title,
  p.description,
  statusLabel(p.status),
  districtLabel(p.district),
  scopeLabel(p.scope),
  p.votes,
  p.createdAt.slice(0, 10),
  channelLabel(p.channel),
  feasibilityLabel(p.feasibility),
  p.estimatedCost ?? '',
]
