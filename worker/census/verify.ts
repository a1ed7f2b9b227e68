import { and, eq, sql } from 'drizzle-orm'
import { cityDay } from '@domain/city-day'
import { normaliseDocument } from '@domain/census'
import type { CensusCheck } from '@domain/schemas'
import { CENSUS_ERRORS } from '@domain/texts'
import { isUniqueViolation, type Db } from '../db/client'
import { audit } from '../db/queries/audit'
import { identityHash } from '../db/queries/votes'
import { censusIdentities, proposals, users, voteReceipts, type UserRow } from '../db/schema'
import type { Bindings } from '../env'
import { AppError } from '../errors'
import { recordHasher } from './record-hash'

/** A census record of the active census: the person's key, district and first day to vote. */
export interface CensusRecord {
  hash: string
  district: string
  votesFrom: string
}

/** Failed checks allowed per account and day, and per address and day (a table of 40 residents stays far below). */
const ACCOUNT_FAILURES_PER_DAY = 5
const ADDRESS_FAILURES_PER_DAY = 60

/** The active census's record for a key, or null (no census, or the person is not in it). */
export async function activeRecord(env: Bindings, hash: string): Promise<CensusRecord | null> {
  return env.DB.prepare(
    `SELECT hash, district, votes_from AS votesFrom FROM census_records
      WHERE generation = (SELECT generation FROM census_active WHERE id = 1) AND hash = ?1`,
  )
    .bind(hash)
    .first<CensusRecord>()
}

async function failures(env: Bindings, key: string, day: string) {
  const row = await env.DB.prepare('SELECT failures FROM census_attempts WHERE key = ?1 AND day = ?2')
    .bind(key, day)
    .first<{ failures: number }>()
  return row?.failures ?? 0
}

const countFailure = (env: Bindings, key: string, day: string) =>
  env.DB.prepare(
    `INSERT INTO census_attempts (key, day, failures) VALUES (?1, ?2, 1)
     ON CONFLICT (key, day) DO UPDATE SET failures = failures + 1`,
  ).bind(key, day)

/**
 * Who a document and birth date are in the active census, with the daily limits: the letter is
 * checked first (a typo costs no attempt), then the limits of the account (or, without one, of the
 * record being tried) and of the address; a miss counts against both. Never logs or answers the document.
 */
export async function findPerson(env: Bindings, check: CensusCheck, limits: { account: string | null; address: string }) {
  const document = normaliseDocument(check.document)
  if (!document) throw new AppError('INVALID_DOCUMENT', undefined, { fields: { document: CENSUS_ERRORS.INVALID_DOCUMENT } })
  const day = cityDay()
  const keys = [limits.account, `ip:${limits.address}`].filter((k): k is string => k !== null)
  const [accountFailures, addressFailures] = await Promise.all([
    limits.account ? failures(env, limits.account, day) : 0,
    failures(env, `ip:${limits.address}`, day),
  ])
  if (accountFailures >= ACCOUNT_FAILURES_PER_DAY || addressFailures >= ADDRESS_FAILURES_PER_DAY) throw new AppError('TOO_MANY_ATTEMPTS')
  const hash = await (await recordHasher(env))(document, check.birthDate)
  const record = await activeRecord(env, hash)
  if (!record) {
    await env.DB.batch(keys.map((k) => countFailure(env, k, day)))
    const hasCensus = await env.DB.prepare('SELECT 1 FROM census_active WHERE id = 1').first()
    throw new AppError('NOT_IN_CENSUS', hasCensus ? undefined : CENSUS_ERRORS.NO_CENSUS)
  }
  if (record.votesFrom > day) throw new AppError('TOO_YOUNG')
  return record
}

/**
 * Binds a census record to an account: one record, one account. The account's district becomes the
 * census's; the identity is remembered as the record's for good (census_identities), and the votes it
 * cast before are moved onto the record: a proposal both had voted counts once (the count goes down).
 * `adminId` when staff verified the person at a table: recorded in the history, without the document.
 */
export async function bindRecord(db: Db, user: UserRow, record: CensusRecord, adminId: number | null) {
  if (user.censusRecord === record.hash) return user
  if (user.censusRecord) throw new AppError('CONFLICT', CENSUS_ERRORS.alreadyVerified)
  const uidHash = await identityHash(user.uid)
  const bothVoted = sql`SELECT r.proposal_id FROM vote_receipts r WHERE r.voter_hash = ${uidHash}
    AND r.proposal_id IN (SELECT o.proposal_id FROM vote_receipts o WHERE o.voter_hash = ${record.hash})`
  try {
    const [, , , , [row]] = await db.batch([
      db
        .update(proposals)
        .set({ votes: sql`${proposals.votes} - 1` })
        .where(sql`${proposals.id} IN (${bothVoted})`),
      db.delete(voteReceipts).where(and(eq(voteReceipts.voterHash, uidHash), sql`${voteReceipts.proposalId} IN (${bothVoted})`)),
      db.update(voteReceipts).set({ voterHash: record.hash }).where(eq(voteReceipts.voterHash, uidHash)),
      db
        .insert(censusIdentities)
        .values({ uidHash, record: record.hash })
        .onConflictDoUpdate({ target: censusIdentities.uidHash, set: { record: record.hash } }),
      db
        .update(users)
        .set({ censusRecord: record.hash, verifiedAt: new Date(), district: record.district })
        .where(eq(users.id, user.id))
        .returning(),
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
    return row
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CENSUS_RECORD_TAKEN')
    throw err
  }
}
