import { sql } from 'drizzle-orm'
import { cityDay } from '@domain/city-day'
import { onlineVotesAreCensusPersons, type VoteChannel } from '@domain/census'
import { CENSUS_ERRORS } from '@copy'
import type { Db } from '../db/client'
import { publicProposal } from '../db/queries/proposals'
import type { readSystemConfig } from '../db/queries/system-config'
import { proposals, type ProposalRow } from '../db/schema'
import { AppError } from '../errors'
import { voteRefusals } from '../phase'
import { checkVoteRules } from './residence'
import type { CensusRecord } from './verify'

type Config = Awaited<ReturnType<typeof readSystemConfig>>

/**
 * A census channel (a table, paper, phone, WhatsApp, without an account) counts a census person, so
 * it is open only while every online vote is a census person's too: otherwise one person could vote
 * with an unverified account and again with the census, under two keys (docs/decisions/0056).
 */
export function checkCensusChannels(config: Config) {
  if (!onlineVotesAreCensusPersons(config)) throw new AppError('FORBIDDEN', CENSUS_ERRORS.censusChannelsNeedResidents)
}

/** The proposals of a list of ids, in one statement whatever its length (one JSON parameter). */
export async function proposalsById(db: Db, ids: number[]) {
  const rows = await db
    .select()
    .from(proposals)
    .where(sql`${proposals.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`)
  return new Map(rows.map((p) => [p.id, p]))
}

/** A vote the person had cast before: its channel and when (a table tells the volunteer 'por internet el 3 de marzo'). */
interface EarlierVote {
  channel: VoteChannel
  at: number
}

export type CensusVoteOutcome =
  | { proposalId: number; counted: true; proposal: ProposalRow }
  | { proposalId: number; counted: false; error: AppError; earlier?: EarlierVote }

/**
 * The votes of one census person (without an account, or staff recording them) on a list of
 * proposals, each counted or refused on its own: the same rules as an account's vote, and the record
 * as the voter, so that a vote by the same person on any channel, before or after, is the same
 * receipt. Whatever the list's length, the counts, receipts, receipt code and history rows are one D1
 * batch of a fixed number of statements (one transaction, within a Worker invocation's queries): each
 * statement counts only the proposals the person had not voted yet, read inside the same transaction.
 * `oneAnswer`: a refusal that would tell an anonymous caller the person's district answers as a miss.
 * `refusals`: voteRefusals' answer for these very proposals, when the caller judged them already (before
 * the census lookup, or for many ballots at once: a table's upload).
 */
export async function castCensusVotes(
  d1: D1Database,
  db: Db,
  config: Config,
  record: CensusRecord,
  wanted: { id: number; proposal: ProposalRow | undefined }[],
  opts: { channel: VoteChannel; adminId?: number; code?: string; oneAnswer?: boolean; refusals?: Map<number, AppError> },
): Promise<CensusVoteOutcome[]> {
  const refused = new Map<number, AppError>()
  // The phase and each proposal's own state (pending, feasible, not held by a confirmed selection),
  // unless the caller judged them already, before the census lookup.
  const closed =
    opts.refusals ??
    (await voteRefusals(
      db,
      wanted.flatMap((w) => (w.proposal ? [w.proposal] : [])),
    ))
  for (const { id, proposal } of wanted) {
    try {
      if (!proposal) throw new AppError('NOT_FOUND')
      const refusal = closed.get(id)
      if (refusal) throw refusal
      // Without an account the census is the only proof of who votes, whatever the council's rule.
      checkVoteRules({ ...config, residentsOnly: true }, record, proposal)
    } catch (err) {
      if (!(err instanceof AppError)) throw err
      refused.set(id, opts.oneAnswer && err.code === 'OTHER_DISTRICT' ? new AppError('NOT_IN_CENSUS', CENSUS_ERRORS.censusVoteMiss) : err)
    }
  }
  const eligible = wanted.map((w) => w.id).filter((id) => !refused.has(id))
  const voted = eligible.length ? await countOnce(d1, record.hash, eligible, opts) : new Map<number, EarlierVote>()
  const rows = await proposalsById(
    db,
    wanted.map((w) => w.id),
  )
  return wanted.map(({ id }): CensusVoteOutcome => {
    const error = refused.get(id)
    if (error) return { proposalId: id, counted: false, error }
    const proposal = rows.get(id)!
    const earlier = voted.get(id)
    if (earlier)
      return {
        proposalId: id,
        counted: false,
        error: new AppError('DUPLICATE_VOTE', undefined, { proposal: publicProposal(proposal) }),
        earlier,
      }
    return { proposalId: id, counted: true, proposal }
  })
}

/**
 * The batch itself, in SQL on the D1 binding: which proposals the person had voted already, then the
 * history rows, the receipt code's rows and the counts of the others, then their receipts. Each
 * statement sees the ones before it in the same transaction, so a proposal is counted exactly when
 * its receipt is new, whatever runs at the same time.
 */
async function countOnce(d1: D1Database, voter: string, ids: number[], opts: { channel: VoteChannel; adminId?: number; code?: string }) {
  const list = JSON.stringify(ids)
  const notVotedYet = 'NOT EXISTS (SELECT 1 FROM vote_receipts r WHERE r.voter_hash = ?1 AND r.proposal_id = value)'
  const statements = [
    d1
      .prepare(
        'SELECT proposal_id AS id, channel, created_at AS at FROM vote_receipts WHERE voter_hash = ?1 AND proposal_id IN (SELECT value FROM json_each(?2))',
      )
      .bind(voter, list),
    ...(opts.adminId
      ? [
          d1
            .prepare(
              `INSERT INTO audit_log (admin_id, action, target_type, target_id, after)
               SELECT ?3, 'vote.staff', 'proposal', value, ?4 FROM json_each(?2) WHERE ${notVotedYet}`,
            )
            .bind(voter, list, opts.adminId, JSON.stringify({ voteChannel: opts.channel, day: cityDay() })),
        ]
      : []),
    ...(opts.code
      ? [
          d1
            .prepare(`INSERT INTO vote_codes (code, proposal_id) SELECT ?3, value FROM json_each(?2) WHERE ${notVotedYet}`)
            .bind(voter, list, opts.code),
        ]
      : []),
    d1
      .prepare(
        `UPDATE proposals SET votes = votes + 1 WHERE id IN (SELECT value FROM json_each(?2))
           AND NOT EXISTS (SELECT 1 FROM vote_receipts r WHERE r.voter_hash = ?1 AND r.proposal_id = proposals.id)`,
      )
      .bind(voter, list),
    d1
      .prepare(
        'INSERT INTO vote_receipts (voter_hash, proposal_id, channel) SELECT ?1, value, ?3 FROM json_each(?2) WHERE true ON CONFLICT DO NOTHING',
      )
      .bind(voter, list, opts.channel),
  ]
  const [already] = await d1.batch<EarlierVote & { id: number }>(statements)
  return new Map(already.results.map(({ id, channel, at }) => [id, { channel, at }]))
}
