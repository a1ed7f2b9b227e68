import { count, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { auditLog, heldVotes, nowMs, proposals, voteReceipts } from '../db/schema'

/*
 * Web votes of unverified accounts while census channels open (docs/decisions/0065). Such a vote is keyed
 * to its sign-in identity, a table's or a paper vote to the census record, and nothing tells that the two
 * are one person: so when the council opens census channels, those votes of the cycle in course stop
 * counting (held), and count again, once, under the record when their account verifies.
 */

/**
 * A proposal whose votes are final: a confirmed selection of its heading, in its cycle, chose among it.
 * Its votes are neither held nor counted again, so a decided heading's figures never move.
 */
const decided = (p: 'p' | 'proposals') =>
  sql.raw(`EXISTS (SELECT 1 FROM budget_selections s, json_each(s.candidates) j
     WHERE s.year = ${p}.cycle_year AND s.district = ${p}.district AND j.value = ${p}.id)`)

/**
 * A receipt `r` that no census person owns: a web vote keyed to a sign-in identity. A verified identity's
 * votes are keyed to its record (census_identities names it), and a record of the active census owns its
 * votes after an unbinding too; every other channel keys to the record.
 */
const ofUnverifiedAccount = sql.raw(`r.channel = 'web'
  AND NOT EXISTS (SELECT 1 FROM census_identities i WHERE i.record = r.voter_hash)
  AND NOT EXISTS (SELECT 1 FROM census_records c
                   WHERE c.generation = (SELECT generation FROM census_active WHERE id = 1) AND c.hash = r.voter_hash)`)

/** The receipts to hold: unverified accounts' votes on the cycle's proposals still undecided. */
const toHold = (year: number) =>
  sql`FROM vote_receipts r JOIN proposals p ON p.id = r.proposal_id
       WHERE p.cycle_year = ${year} AND NOT ${decided('p')} AND ${ofUnverifiedAccount}`

/** How many votes opening census channels now would hold: what 'Configuración' asks the council to confirm. */
export async function unverifiedVotes(db: Db, year: number) {
  const row = await db.get<{ n: number }>(sql`SELECT count(*) AS n ${toHold(year)}`)
  return row?.n ?? 0
}

/**
 * The statements that hold them, for the batch that opens census channels (one transaction: the counts
 * drop exactly by the receipts that go): the history row with their number, the held rows, the counts,
 * and the receipts gone (so the selection's ballots and the exports by channel agree with the counts).
 * Each reads the receipts before the last one deletes them; a fixed number of statements. (Query
 * builders around SQL: drizzle's D1 batch prepares no raw statement with parameters.)
 */
export function holdUnverifiedVotes(db: Db, year: number, adminId: number) {
  return [
    // An insert-select names every column of the table, in order.
    db.insert(auditLog).select(sql`SELECT NULL, ${nowMs}, ${adminId}, 'config.census', 'config', NULL, NULL,
      json_object('heldVotes', count(*)), NULL ${toHold(year)} HAVING count(*) > 0`),
    db
      .insert(heldVotes)
      .select(sql`SELECT r.voter_hash, r.proposal_id, r.created_at, ${nowMs} ${toHold(year)}`)
      .onConflictDoNothing(),
    db
      .update(proposals)
      // A count an administrator lowered by hand below its receipts stops at zero (the count is never negative).
      .set({
        votes: sql`max(${proposals.votes} - (SELECT count(*) FROM vote_receipts r WHERE r.proposal_id = ${proposals.id} AND ${ofUnverifiedAccount}), 0)`,
      })
      .where(
        sql`${proposals.cycleYear} = ${year} AND NOT ${decided('proposals')}
          AND EXISTS (SELECT 1 FROM vote_receipts r WHERE r.proposal_id = ${proposals.id} AND ${ofUnverifiedAccount})`,
      ),
    db.delete(voteReceipts).where(sql`rowid IN (SELECT r.rowid ${toHold(year)})`),
  ] as const
}

/**
 * The statements that count an identity's held votes again under the census record it verified as, for
 * bindRecord's batch, after the identity's receipts moved to the record: a proposal the record has a
 * receipt for already (the person voted at a table meanwhile) is not counted twice, and its held vote
 * goes. A vote on a proposal decided meanwhile stays held: the decided figures do not move.
 */
export function releaseHeldVotes(db: Db, uidHash: string, record: string) {
  const mine = sql`FROM held_votes h JOIN proposals p ON p.id = h.proposal_id WHERE h.voter_hash = ${uidHash} AND NOT ${decided('p')}`
  return [
    db
      .update(proposals)
      .set({ votes: sql`${proposals.votes} + 1` })
      .where(
        sql`${proposals.id} IN (SELECT h.proposal_id ${mine})
          AND NOT EXISTS (SELECT 1 FROM vote_receipts r WHERE r.voter_hash = ${record} AND r.proposal_id = ${proposals.id})`,
      ),
    db.insert(voteReceipts).select(sql`SELECT ${record}, h.proposal_id, h.voted_at, 'web' ${mine}`).onConflictDoNothing(),
    db.delete(heldVotes).where(sql`rowid IN (SELECT h.rowid ${mine})`),
  ] as const
}

/** How many of an identity's votes wait for its verification to count: what its profile says. */
export async function heldVotesOf(db: Db, uidHash: string) {
  const row = await db.select({ n: count() }).from(heldVotes).where(eq(heldVotes.voterHash, uidHash)).get()
  return row?.n ?? 0
}
