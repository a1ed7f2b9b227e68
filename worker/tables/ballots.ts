import { longDay } from '@copy/dates'
import { cityDay } from '@domain/city-day'
import type { ErrorCode } from '@domain/errors'
import { type BallotUpload, checkInput, type PlainBallot, PlainBallotSchema } from '@schemas'
import { unsealBallot } from '@domain/table-ballot'
import { correctedTakenAt, tableWindow } from '@domain/table-window'
import { TABLE_TEXTS as T } from '@copy'
import { castCensusVotes, checkCensusChannels, proposalsById } from '../census/staff-votes'
import { byTableDevice, findPerson } from '../census/verify'
import type { Db } from '../db/client'
import { readSystemConfig } from '../db/queries/system-config'
import type { ProposalRow } from '../db/schema'
import type { Bindings } from '../env'
import { AppError } from '../errors'
import { voteRefusals } from '../phase'
import type { TableSession } from './device'
import { openTablePrivateKey } from './keys'

type Outcome = 'counted' | 'partly' | 'refused'

/** The answer for one ballot, stored with it and given again to every retry of its key. */
interface BallotAnswer {
  outcome: Outcome
  receipt: string | null
  proposals: { proposalId: number; counted: boolean; code?: ErrorCode; message?: string }[]
  code?: ErrorCode
  message?: string
}

export type BallotResult =
  | ({ key: string } & BallotAnswer)
  | { key: string; outcome: 'pending'; receipt: null; proposals: []; message: string }

/**
 * A key claimed and never answered for this long was being judged by an invocation that died (a
 * deploy, a lost isolate): a retry may judge it again. Far above any upload of 50 ballots.
 */
const STALE_CLAIM_MS = 5 * 60_000

/** A whole ballot refused: each of its proposals not counted, for the same reason. */
const refusal = (error: AppError, ballot: PlainBallot | null = null): BallotAnswer => ({
  outcome: 'refused',
  receipt: ballot?.receipt ?? null,
  proposals: (ballot ? idsOf(ballot) : []).map((proposalId) => ({ proposalId, counted: false, code: error.code, message: error.message })),
  code: error.code,
  message: error.message,
})

/**
 * Claims the keys of an upload in one statement: a new key is inserted, a key whose judging died long
 * ago is taken over, any other is left as it is. Answers the keys this invocation now owns: each is
 * judged by it alone, whatever runs at the same time (two tabs, a second device, a retry).
 */
async function claim(d1: D1Database, { table, device }: TableSession, upload: BallotUpload, now: number) {
  const list = JSON.stringify(upload.ballots.map((b) => ({ key: b.key, seq: b.seq })))
  const { results } = await d1
    .prepare(
      `INSERT INTO table_ballots (table_id, device_id, idempotency_key, seq, received_at)
       SELECT ?1, ?2, json_extract(value, '$.key'), json_extract(value, '$.seq'), ?3 FROM json_each(?4) WHERE true
       ON CONFLICT (table_id, idempotency_key) DO UPDATE SET device_id = excluded.device_id, seq = excluded.seq, received_at = excluded.received_at
         WHERE table_ballots.outcome IS NULL AND table_ballots.received_at < ?5
       RETURNING idempotency_key AS key`,
    )
    .bind(table.id, device.id, now, list, now - STALE_CLAIM_MS)
    .all<{ key: string }>()
  return new Set(results.map((r) => r.key))
}

/** The answers already stored for keys this invocation did not claim (null: still being judged). */
async function storedAnswers(d1: D1Database, tableId: number, keys: string[]) {
  const { results } = await d1
    .prepare(
      'SELECT idempotency_key AS key, answer FROM table_ballots WHERE table_id = ?1 AND idempotency_key IN (SELECT value FROM json_each(?2))',
    )
    .bind(tableId, JSON.stringify(keys))
    .all<{ key: string; answer: string | null }>()
  return new Map(results.map((r) => [r.key, r.answer ? (JSON.parse(r.answer) as BallotAnswer) : null]))
}

/**
 * The answers of an upload, stored with their keys in one statement at its end: a ballot counted by an
 * invocation that dies before this is recognised when its key is judged again (countBallot).
 */
async function storeAnswers(
  d1: D1Database,
  tableId: number,
  answers: { key: string; kind: string | null; takenAt: number; answer: BallotAnswer }[],
) {
  if (!answers.length) return
  const list = answers.map(({ key, kind, takenAt, answer }) => ({
    key,
    kind,
    takenAt,
    outcome: answer.outcome,
    receipt: answer.receipt,
    answer,
  }))
  await d1
    .prepare(
      `UPDATE table_ballots SET kind = json_extract(a.value, '$.kind'), taken_at = json_extract(a.value, '$.takenAt'),
              outcome = json_extract(a.value, '$.outcome'), receipt = json_extract(a.value, '$.receipt'), answer = json_extract(a.value, '$.answer')
         FROM json_each(?2) a WHERE table_ballots.table_id = ?1 AND table_ballots.idempotency_key = json_extract(a.value, '$.key')`,
    )
    .bind(tableId, JSON.stringify(list))
    .run()
}

/**
 * A revoked table's or device's upload: every ballot recorded as refused with the reason (the table's
 * record reports it), in one statement; a key answered before keeps its answer. Nothing is opened or counted.
 */
export async function recordRevokedUpload(d1: D1Database, { table, device }: TableSession, upload: BallotUpload, error: AppError) {
  const answer = JSON.stringify(refusal(error))
  await d1
    .prepare(
      `INSERT INTO table_ballots (table_id, device_id, idempotency_key, seq, received_at, outcome, answer)
       SELECT ?1, ?2, json_extract(value, '$.key'), json_extract(value, '$.seq'), ?3, 'refused', ?4 FROM json_each(?5) WHERE true
       ON CONFLICT (table_id, idempotency_key) DO NOTHING`,
    )
    .bind(table.id, device.id, Date.now(), answer, JSON.stringify(upload.ballots.map((b) => ({ key: b.key, seq: b.seq }))))
    .run()
}

/**
 * POST /api/tables/ballots: each ballot judged once, in the device's order, and answered. Every claimed
 * ballot is opened (in memory only), checked with the same schema as the device's form, placed in time
 * by the Worker's clock, then counted through the census channels' one path (castCensusVotes, channel
 * 'table'): the same person counts once on every channel. The proposals of the whole upload, the phase
 * and the answers are read and written once for the upload; each ballot then costs a fixed handful of
 * queries (its census lookup and its count), so 50 stay far within D1's 1,000.
 */
export async function receiveBallots(env: Bindings, db: Db, session: TableSession, upload: BallotUpload): Promise<BallotResult[]> {
  const config = await readSystemConfig(db)
  // Census votes closed by the council's rules: nothing is claimed, the device keeps its queue.
  checkCensusChannels(config)
  const now = Date.now()
  const ballots = [...upload.ballots].sort((a, b) => a.seq - b.seq)
  const claimed = await claim(env.DB, session, upload, now)
  const others = ballots.filter((b) => !claimed.has(b.key)).map((b) => b.key)
  const stored = others.length ? await storedAnswers(env.DB, session.table.id, others) : new Map<string, BallotAnswer | null>()

  const privateKey = claimed.size ? await openTablePrivateKey(env, session.table) : null
  const opened = new Map<string, { ballot: PlainBallot | null; answer: BallotAnswer | null; takenAt: number }>()
  const sentAt = Date.parse(upload.sentAt)
  const window = tableWindow(session.table)
  // The device numbers its ballots as it takes them: none was taken before one it had numbered earlier.
  let latest = claimed.size ? await latestTaken(env.DB, session.device.id, ballots[0].seq) : 0
  for (const b of ballots) {
    if (!claimed.has(b.key) || opened.has(b.key) || !privateKey) continue
    const takenAt = Math.max(latest, correctedTakenAt(Date.parse(b.takenAt), sentAt, now, session.device.joinedAt.getTime()))
    latest = takenAt
    opened.set(b.key, { takenAt, ...(await openBallot(privateKey, b.sealed, session, takenAt, now, window)) })
  }
  const ids = [...new Set([...opened.values()].flatMap(({ ballot }) => (ballot ? idsOf(ballot) : [])))]
  const found = ids.length ? await proposalsById(db, ids) : new Map()
  const phase = ids.length ? await phaseOn(db, found, session.table.day) : { refusals: new Map() }
  const taken = await receiptsTaken(env.DB, session.table.id, opened)

  const results: BallotResult[] = []
  const answered = new Map<string, BallotAnswer>()
  const toStore: Parameters<typeof storeAnswers>[2] = []
  for (const b of ballots) {
    const earlier = answered.get(b.key) ?? stored.get(b.key)
    if (earlier || !claimed.has(b.key)) {
      results.push(
        earlier ? { key: b.key, ...earlier } : { key: b.key, outcome: 'pending', receipt: null, proposals: [], message: T.pending },
      )
      continue
    }
    const { ballot, answer: early, takenAt } = opened.get(b.key)!
    let answer = early
    if (!answer && ballot) {
      answer = taken.has(ballot.receipt)
        ? refusal(new AppError('VALIDATION', T.receipt), ballot)
        : await countBallot(env, db, config, session, ballot, found, phase)
      // A receipt is one ballot's: a second ballot with it in the same upload is refused too.
      taken.add(ballot.receipt)
    }
    const final = answer ?? refusal(new AppError('VALIDATION', T.unreadable))
    toStore.push({ key: b.key, kind: ballot?.kind ?? null, takenAt, answer: final })
    answered.set(b.key, final)
    results.push({ key: b.key, ...final })
  }
  await storeAnswers(env.DB, session.table.id, toStore)
  return results
}

/**
 * Support on the table's day and each proposal's own state, judged once for the whole upload (every
 * ballot of a table is judged on its day): a phase closed that day refuses every ballot, before any
 * census lookup is spent.
 */
async function phaseOn(db: Db, found: Map<number, ProposalRow>, day: string): Promise<Phase> {
  try {
    return { refusals: await voteRefusals(db, [...found.values()], day) }
  } catch (err) {
    if (err instanceof AppError) return { closed: err }
    throw err
  }
}

type Phase = { refusals: Map<number, AppError> } | { closed: AppError }

/** When the device's latest ballot numbered before `seq` was taken (0 when none was judged yet). */
async function latestTaken(d1: D1Database, deviceId: number, seq: number) {
  const row = await d1
    .prepare('SELECT MAX(taken_at) AS at FROM table_ballots WHERE device_id = ?1 AND seq < ?2')
    .bind(deviceId, seq)
    .first<{ at: number | null }>()
  return row?.at ?? 0
}

const idsOf = (ballot: PlainBallot) => (ballot.kind === 'ballot' ? ballot.proposalIds : [ballot.proposalId])

/**
 * Opens and checks one ballot before any census lookup: what cannot be opened or read, a receipt of
 * another table, a ballot taken outside the window, an upload after the grace, each refused with its
 * Spanish reason. Answers the plain ballot, or the refusal.
 */
async function openBallot(
  privateKey: CryptoKey,
  sealed: BallotUpload['ballots'][number]['sealed'],
  { table }: TableSession,
  takenAt: number,
  now: number,
  window: ReturnType<typeof tableWindow>,
): Promise<{ ballot: PlainBallot | null; answer: BallotAnswer | null }> {
  const plain = await unsealBallot(privateKey, sealed)
  if (plain === null) return { ballot: null, answer: refusal(new AppError('VALIDATION', T.unreadable)) }
  const parsed = checkInput(PlainBallotSchema, plain)
  // The schema's messages name the field, never its value: no document reaches the answer.
  if (!parsed.success) return { ballot: null, answer: refusal(new AppError('VALIDATION', parsed.issues[0].message)) }
  const ballot = parsed.output
  if (!ballot.receipt.startsWith(table.receiptPrefix)) return { ballot, answer: refusal(new AppError('VALIDATION', T.receiptPrefix)) }
  if (now > window.uploadsUntil) {
    const until = longDay(cityDay(new Date(window.uploadsUntil)))
    return { ballot, answer: refusal(new AppError('TABLE_CLOSED', T.graceOver(until)), ballot) }
  }
  if (takenAt < window.opensAt || takenAt > window.closesAt)
    return {
      ballot,
      answer: refusal(new AppError('VOTING_DISABLED', T.outsideWindow(longDay(table.day), table.opens, table.closes)), ballot),
    }
  return { ballot, answer: null }
}

/**
 * The receipts of this upload that another ballot of the table already carries (a device that reused a
 * code): one query for the upload.
 */
async function receiptsTaken(d1: D1Database, tableId: number, opened: Map<string, { ballot: PlainBallot | null }>) {
  const pairs = [...opened].flatMap(([key, { ballot }]) => (ballot ? [{ key, receipt: ballot.receipt }] : []))
  if (!pairs.length) return new Set<string>()
  const { results } = await d1
    .prepare(
      `SELECT json_extract(p.value, '$.receipt') AS receipt FROM json_each(?2) p
        WHERE EXISTS (SELECT 1 FROM table_ballots b WHERE b.receipt = json_extract(p.value, '$.receipt')
                        AND NOT (b.table_id = ?1 AND b.idempotency_key = json_extract(p.value, '$.key')))`,
    )
    .bind(tableId, JSON.stringify(pairs))
    .all<{ receipt: string }>()
  return new Set(results.map((r) => r.receipt))
}

/**
 * The person in the census (lookups counted against the device, never the address: a table shares its
 * Wi-Fi) and their votes, judged on the table's day. A proposal the person had voted before says how and
 * when ('Ya había votado por internet el 3 de marzo'), unless it was this very ballot, counted by an
 * invocation that died before answering: its receipt's code rows say so, and it answers counted.
 */
async function countBallot(
  env: Bindings,
  db: Db,
  config: Awaited<ReturnType<typeof readSystemConfig>>,
  { table, device }: TableSession,
  ballot: PlainBallot,
  found: Map<number, ProposalRow>,
  phase: Phase,
): Promise<BallotAnswer> {
  if ('closed' in phase) return refusal(phase.closed, ballot)
  const ids = idsOf(ballot)
  try {
    const record = await findPerson(env, ballot, [byTableDevice(device.id)], { votingDay: table.day })
    const outcomes = await castCensusVotes(
      env.DB,
      db,
      config,
      record,
      ids.map((id) => ({ id, proposal: found.get(id) })),
      { channel: 'table', code: ballot.receipt, refusals: phase.refusals },
    )
    const again = outcomes.some((o) => !o.counted && o.earlier?.channel === 'table')
      ? await codesOf(env.DB, ballot.receipt)
      : new Set<number>()
    const proposals = outcomes.map((o) => {
      if (o.counted || again.has(o.proposalId)) return { proposalId: o.proposalId, counted: true }
      const message = o.earlier ? T.alreadyVoted[o.earlier.channel](longDay(cityDay(new Date(o.earlier.at)))) : o.error.message
      return { proposalId: o.proposalId, counted: false, code: o.error.code, message }
    })
    const counted = proposals.filter((p) => p.counted).length
    const outcome: Outcome = counted === proposals.length ? 'counted' : counted ? 'partly' : 'refused'
    return { outcome, receipt: ballot.receipt, proposals }
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    // The person or the phase refused the whole ballot (not in the census, too young, support closed that day).
    return refusal(err, ballot)
  }
}

async function codesOf(d1: D1Database, receipt: string) {
  const { results } = await d1.prepare('SELECT proposal_id AS id FROM vote_codes WHERE code = ?1').bind(receipt).all<{ id: number }>()
  return new Set(results.map((r) => r.id))
}
