import { cityDay } from '@domain/city-day'
import type { VoteChannel } from '@domain/census'
import { isUniqueViolation, type Db } from '../db/client'
import { audit } from '../db/queries/audit'
import { incrementVotes, publicProposal } from '../db/queries/proposals'
import { readSystemConfig } from '../db/queries/system-config'
import { receiptRow } from '../db/queries/votes'
import { proposals, voteCodes, type ProposalRow } from '../db/schema'
import { AppError } from '../errors'
import { assertVotable } from '../phase'
import { checkVoteRules } from './residence'
import type { CensusRecord } from './verify'
import { eq } from 'drizzle-orm'

// No 0/O, 1/I/L: a code read aloud or copied from a phone's screen survives.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A receipt code: 8 characters (31⁸ ≈ 8.5 × 10¹¹), shown as 'ABCD-EFGH'. */
export function receiptCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')
  return `${chars.slice(0, 4)}-${chars.slice(4)}`
}

/**
 * One vote of a census record without an account (the census alone, or staff recording it): the same
 * rules as an account's vote, the record as the voter (so a vote online by the same person, before or
 * after, is the same receipt and fails), one batch with the count. Staff votes are in the history
 * with their channel; a vote without an account gets a receipt code, which knows the proposal only.
 */
export async function recordVote(
  db: Db,
  record: CensusRecord,
  proposal: ProposalRow,
  opts: { channel: VoteChannel; adminId?: number; code?: string },
) {
  await assertVotable(db, proposal)
  const config = await readSystemConfig(db)
  // Without an account the census is the only proof of who votes, whatever the council's rule.
  checkVoteRules({ ...config, residentsOnly: true }, record, proposal)
  try {
    const [, [row]] = await db.batch([
      receiptRow(db, record.hash, proposal.id, opts.channel),
      incrementVotes(db, proposal.id),
      ...(opts.code ? [db.insert(voteCodes).values({ code: opts.code, proposalId: proposal.id })] : []),
      ...(opts.adminId
        ? [
            audit(db, {
              adminId: opts.adminId,
              action: 'vote.staff',
              targetType: 'proposal',
              targetId: proposal.id,
              after: { voteChannel: opts.channel, day: cityDay() },
            }),
          ]
        : []),
    ])
    return row
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
    const fresh = await db.query.proposals.findFirst({ where: eq(proposals.id, proposal.id) })
    throw new AppError('DUPLICATE_VOTE', undefined, { proposal: fresh ? publicProposal(fresh) : undefined })
  }
}
