import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { tableDevices, type VoteTableRow } from '../db/schema'
import type { Bindings } from '../env'
import { adminDevice, adminTable } from './tables'

/** The votes a table counted, per proposal (from each ballot's stored answer), with the proposal's title and district. */
const PER_PROPOSAL = `
  SELECT b.table_id AS tableId, json_extract(j.value, '$.proposalId') AS proposalId, p.title, p.district, COUNT(*) AS votes
    FROM table_ballots b, json_each(b.answer, '$.proposals') j
    JOIN proposals p ON p.id = json_extract(j.value, '$.proposalId')
   WHERE b.table_id IN (SELECT value FROM json_each(?1)) AND json_extract(j.value, '$.counted') = 1
   GROUP BY b.table_id, json_extract(j.value, '$.proposalId') ORDER BY b.table_id, json_extract(j.value, '$.proposalId')`

export interface TableVotes {
  tableId: number
  proposalId: number
  title: string
  district: string
  votes: number
}

/** Per table and proposal, the votes counted: one query for any number of tables (their ids as one JSON parameter). */
export async function votesByTable(env: Bindings, tableIds: number[]) {
  const { results } = await env.DB.prepare(PER_PROPOSAL).bind(JSON.stringify(tableIds)).all<TableVotes>()
  return results
}

/**
 * The table's record (its acta): the table, its devices, its ballots by outcome, the reasons of its
 * refusals (a whole ballot's, or one proposal's) with how many, its votes per proposal, and each
 * upload (a device's request, by the moment it arrived). Never a person: the answers hold no document.
 */
export async function tableRecord(env: Bindings, db: Db, table: VoteTableRow) {
  const id = table.id
  const [devices, outcomes, refusals, perProposal, uploads] = await Promise.all([
    db.select().from(tableDevices).where(eq(tableDevices.tableId, id)).orderBy(tableDevices.id),
    env.DB.prepare('SELECT outcome, COUNT(*) AS count FROM table_ballots WHERE table_id = ?1 AND outcome IS NOT NULL GROUP BY outcome')
      .bind(id)
      .all<{ outcome: 'counted' | 'partly' | 'refused'; count: number }>(),
    env.DB.prepare(
      `SELECT code, message, COUNT(*) AS count FROM (
         SELECT json_extract(answer, '$.code') AS code, json_extract(answer, '$.message') AS message
           FROM table_ballots WHERE table_id = ?1 AND outcome = 'refused' AND json_extract(answer, '$.code') IS NOT NULL
         UNION ALL
         -- A ballot refused proposal by proposal (each voted before, say) has its reasons in its proposals.
         SELECT json_extract(j.value, '$.code'), json_extract(j.value, '$.message')
           FROM table_ballots b, json_each(b.answer, '$.proposals') j
          WHERE b.table_id = ?1 AND json_extract(j.value, '$.counted') = 0
            AND (b.outcome = 'partly' OR (b.outcome = 'refused' AND json_extract(b.answer, '$.code') IS NULL)))
       GROUP BY code, message ORDER BY count DESC, code`,
    )
      .bind(id)
      .all<{ code: string; message: string; count: number }>(),
    votesByTable(env, [id]),
    env.DB.prepare(
      `SELECT device_id AS deviceId, received_at AS at, COUNT(*) AS ballots FROM table_ballots WHERE table_id = ?1
        GROUP BY device_id, received_at ORDER BY received_at, device_id`,
    )
      .bind(id)
      .all<{ deviceId: number; at: number; ballots: number }>(),
  ])
  const count = (o: string) => outcomes.results.find((r) => r.outcome === o)?.count ?? 0
  return {
    table: adminTable(table),
    devices: devices.map(adminDevice),
    ballots: { counted: count('counted'), refused: count('refused'), partly: count('partly') },
    refusals: refusals.results,
    perProposal: perProposal.map(({ tableId: _, ...p }) => p),
    uploads: uploads.results.map((u) => ({ ...u, at: new Date(u.at).toISOString() })),
  }
}
