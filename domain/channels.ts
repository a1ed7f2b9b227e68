import type { StaffVoteChannel, VoteChannel } from './census'

/**
 * The ways a proposal reaches the council (§1). 'web' is the portal itself; the others are registered
 * by an administrator from the coupon, mail or call, with the date they were received.
 */
export const CHANNELS = ['web', 'papel', 'email', 'buzon-asociacion', 'oficina-federacion', '010', 'whatsapp', 'telefono'] as const
export type Channel = (typeof CHANNELS)[number]

/**
 * The API's one vocabulary for how a vote came (decision 0070): a way votes share with proposals has the
 * proposal's code ('papel', 'telefono', 'whatsapp', 'web'); the two only votes have are Spanish too. The
 * receipts keep the codes of VOTE_CHANNELS (domain/census.ts), which no answer carries: this table is
 * where the two meet.
 */
export const VOTE_CHANNEL_CODES = {
  web: 'web',
  census: 'padron',
  paper: 'papel',
  phone: 'telefono',
  whatsapp: 'whatsapp',
  table: 'mesa',
} as const satisfies Record<VoteChannel, string>

/**
 * What staff may say a vote came by: the API's codes, and the English codes the API took before
 * decision 0070, still accepted (a staff tablet's app shell may send them until it updates), each with
 * the receipt's code it records.
 */
export const STAFF_VOTE_CHANNEL_INPUT = {
  papel: 'paper',
  telefono: 'phone',
  whatsapp: 'whatsapp',
  mesa: 'table',
  paper: 'paper',
  phone: 'phone',
  table: 'table',
} as const satisfies Record<string, StaffVoteChannel>
