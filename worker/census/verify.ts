import { and, eq, sql } from 'drizzle-orm'
import { cityDay } from '@domain/city-day'
import { normaliseDocument } from '@domain/census'
import type { CensusCheck } from '@schemas'
import { CENSUS_ERRORS } from '@copy'
import { isUniqueViolation, type Db } from '../db/client'
import { audit } from '../db/queries/audit'
import { identityHash } from '../db/queries/votes'
import { censusIdentities, censusRecords, proposals, users, voteReceipts, type UserRow } from '../db/schema'
import type { Bindings } from '../env'
import { AppError } from '../errors'
import { releaseHeldVotes } from './held-votes'
import { recordHasher } from './record-hash'

/** A census record of the active census: the person's key, district and first day to vote. */
export interface CensusRecord {
  hash: string
  district: string
  votesFrom: string
}

/**
 * Census lookups allowed per key and day. Every lookup counts, found or not, so a leaked list of
 * documents and dates is as slow to use as a guess. An account verifies once; an address is a home
 * or a Wi-Fi (a table of 40 residents with a typo each stays far below); a document is one person,
 * who may vote without an account on many proposals, one request each, while a date guessed for a
 * known document is stopped after 30; a staff account records a whole table's day, and so does a table's
 * device (a queue of 1,000 ballots synced at once, with room for retries).
 */
const DAILY_LOOKUPS = { account: 5, address: 60, document: 30, staff: 1000, tableDevice: 3000 } as const

/** One counter a lookup is counted against, and its daily cap. */
export interface LookupCounter {
  key: string
  cap: number
}

/** Who is asking: a resident's account, a client address (never for staff), a staff account. */
export const byAccount = (userId: number): LookupCounter => ({ key: `user:${userId}`, cap: DAILY_LOOKUPS.account })
export const byAddress = (address: string): LookupCounter => ({ key: `ip:${address}`, cap: DAILY_LOOKUPS.address })
export const byStaff = (adminId: number): LookupCounter => ({ key: `staff:${adminId}`, cap: DAILY_LOOKUPS.staff })
export const byTableDevice = (deviceId: number): LookupCounter => ({ key: `table-device:${deviceId}`, cap: DAILY_LOOKUPS.tableDevice })

/**
 * The counts of days before today, which no limit reads any more: a sweep deletes them a slice at a
 * time (a voting day leaves a row per document looked up), so the table holds about one day.
 */
export const forgetOldLookups = (env: Bindings) =>
  env.DB.prepare('DELETE FROM census_attempts WHERE rowid IN (SELECT rowid FROM census_attempts WHERE day < ?1 LIMIT 20000)')
    .bind(cityDay())
    .run()

/** The active census's record for a key, or null (no census, or the person is not in it). */
export async function activeRecord(env: Bindings, hash: string): Promise<CensusRecord | null> {
  return env.DB.prepare(
    `SELECT hash, district, votes_from AS votesFrom FROM census_records
      WHERE generation = (SELECT generation FROM census_active WHERE id = 1) AND hash = ?1`,
  )
    .bind(hash)
    .first<CensusRecord>()
}

/**
 * Counts one lookup against each counter, each in one statement that adds and answers the new count
 * (so parallel requests each see their own number and no check can be raced), all in one batch; over
 * any cap, the lookup is refused. A refused lookup stays counted: hammering keeps a key closed.
 */
async function countLookup(env: Bindings, counters: LookupCounter[], day: string) {
  const add = env.DB.prepare(
    `INSERT INTO census_attempts (key, day, lookups) VALUES (?1, ?2, 1)
     ON CONFLICT (key, day) DO UPDATE SET lookups = lookups + 1 RETURNING lookups`,
  )
  const counts = await env.DB.batch<{ lookups: number }>(counters.map((c) => add.bind(c.key, day)))
  if (counts.some((r, i) => (r.results[0]?.lookups ?? 0) > counters[i].cap)) throw new AppError('TOO_MANY_ATTEMPTS')
}

/**
 * Who a document and birth date are in the active census. The letter is checked first (a typo costs
 * no lookup); then the lookup is counted against the caller's counters and the document's own (its
 * HMAC alone, never the document), before the census is read. With `oneAnswer` (a caller nobody sees:
 * 'Votar sin cuenta'), a person not found and a person too young get the same answer, so that the
 * census cannot be asked who is in it. Never logs or answers the document. `votingDay`: the day the
 * vote was cast, when it is judged later (a table's ballot, taken offline): the age is judged then.
 */
export async function findPerson(
  env: Bindings,
  check: CensusCheck,
  counters: LookupCounter[],
  { oneAnswer = false, votingDay = cityDay() } = {},
) {
  const document = normaliseDocument(check.document)
  if (!document) throw new AppError('INVALID_DOCUMENT', undefined, { fields: { document: CENSUS_ERRORS.INVALID_DOCUMENT } })
  const hash = await recordHasher(env)
  // The document alone: no birth date has an empty string, so this key is no person's record.
  const documentKey: LookupCounter = { key: `doc:${await hash(document, '')}`, cap: DAILY_LOOKUPS.document }
  const day = cityDay()
  await countLookup(env, [...counters, documentKey], day)
  const record = await activeRecord(env, await hash(document, check.birthDate))
  if (!record) {
    const hasCensus = await env.DB.prepare('SELECT 1 FROM census_active WHERE id = 1').first()
    if (!hasCensus) throw new AppError('NOT_IN_CENSUS', CENSUS_ERRORS.NO_CENSUS)
  }
  if (oneAnswer && (!record || record.votesFrom > votingDay)) throw new AppError('NOT_IN_CENSUS', CENSUS_ERRORS.censusVoteMiss)
  if (!record) throw new AppError('NOT_IN_CENSUS')
  if (record.votesFrom > votingDay) throw new AppError('TOO_YOUNG')
  return record
}

/** A record key's district in the active census, or undefined once a correction or a move replaced it. */
async function activeDistrict(db: Db, hash: string) {
  const row = await db
    .select({ district: censusRecords.district })
    .from(censusRecords)
    .where(and(sql`${censusRecords.generation} = (SELECT generation FROM census_active WHERE id = 1)`, eq(censusRecords.hash, hash)))
    .get()
  return row?.district
}

/**
 * The statements that move every receipt of one voter key onto another, in order: a proposal both
 * had voted loses the extra vote and the extra receipt, so the count stays exact.
 */
function moveReceipts(db: Db, from: string, to: string) {
  const bothVoted = sql`SELECT r.proposal_id FROM vote_receipts r WHERE r.voter_hash = ${from}
    AND r.proposal_id IN (SELECT o.proposal_id FROM vote_receipts o WHERE o.voter_hash = ${to})`
  return [
    db
      .update(proposals)
      .set({ votes: sql`${proposals.votes} - 1` })
      .where(sql`${proposals.id} IN (${bothVoted})`),
    db.delete(voteReceipts).where(and(eq(voteReceipts.voterHash, from), sql`${voteReceipts.proposalId} IN (${bothVoted})`)),
    db.update(voteReceipts).set({ voterHash: to }).where(eq(voteReceipts.voterHash, from)),
  ] as const
}

/**
 * Binds a census record to an account: one record, one account. The account's district becomes the
 * census's; the identity is remembered as the record's for good (census_identities), and the votes it
 * cast before are moved onto the record: a proposal both had voted counts once (the count goes down).
 * A person whose record is no longer in the active census (a re-import corrected the birth date, an
 * NIE became a DNI) verifies again as the corrected record, and everything counted for the old key
 * (every channel, every account of theirs) moves with them; while the old record is still in the
 * census, the account stays that person (an administrator may unbind it: unbindRecord). Votes the
 * identity cast unverified and that census channels held count again under the record, once.
 * `adminId` when staff verified the person at a table: recorded in the history, without the document.
 */
export async function bindRecord(db: Db, user: UserRow, record: CensusRecord, adminId: number | null) {
  if (user.censusRecord === record.hash) return user
  const uidHash = await identityHash(user.uid)
  const known = await db.query.censusIdentities.findFirst({ where: eq(censusIdentities.uidHash, uidHash) })
  const earlier = user.censusRecord ?? known?.record ?? null
  const corrected = earlier !== null && earlier !== record.hash && (await activeDistrict(db, earlier)) === undefined
  if (user.censusRecord && !corrected) throw new AppError('CONFLICT', CENSUS_ERRORS.alreadyVerified)
  const verifiedAt = new Date()
  const moves = corrected
    ? [
        ...moveReceipts(db, earlier, record.hash),
        db.update(censusIdentities).set({ record: record.hash }).where(eq(censusIdentities.record, earlier)),
      ]
    : []
  try {
    await db.batch([
      ...moveReceipts(db, uidHash, record.hash),
      ...moves,
      ...releaseHeldVotes(db, uidHash, record.hash),
      db
        .insert(censusIdentities)
        .values({ uidHash, record: record.hash })
        .onConflictDoUpdate({ target: censusIdentities.uidHash, set: { record: record.hash } }),
      db.update(users).set({ censusRecord: record.hash, verifiedAt, district: record.district }).where(eq(users.id, user.id)),
      ...(adminId
        ? [
            audit(db, {
              adminId,
              action: 'user.verification',
              targetType: 'user',
              targetId: user.id,
              after: { residentDistrict: record.district },
            }),
          ]
        : []),
    ])
    return { ...user, censusRecord: record.hash, verifiedAt, district: record.district }
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CENSUS_RECORD_TAKEN')
    throw err
  }
}

/**
 * An administrator takes a verification back (a person verified as someone else, a record taken by
 * the wrong account), with the reason in the history: the account is no longer that person and the
 * record is free. Votes already counted stay counted under the record, so nobody votes twice.
 */
export async function unbindRecord(db: Db, user: UserRow, adminId: number, reason: string) {
  if (!user.censusRecord) throw new AppError('CONFLICT', CENSUS_ERRORS.notVerified)
  const district = (await activeDistrict(db, user.censusRecord)) ?? null
  await db.batch([
    db.update(users).set({ censusRecord: null, verifiedAt: null }).where(eq(users.id, user.id)),
    db.delete(censusIdentities).where(eq(censusIdentities.uidHash, await identityHash(user.uid))),
    audit(db, {
      adminId,
      action: 'user.unverification',
      targetType: 'user',
      targetId: user.id,
      before: { residentDistrict: district },
      after: { reason },
    }),
  ])
}
