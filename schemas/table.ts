import * as v from 'valibot'
import { CITY_DISTRICTS } from '@domain/districts'
import { CODE_PATTERN } from '@domain/receipt-code'
import { TABLE_TEXTS } from '@copy/tables'
import { inSpanish } from '@copy/localize'
import { CensusCheckFormSchema } from './census'
import { calendarDay, textField } from './fields'

const T = inSpanish(TABLE_TEXTS)

/** What one request of a table device may carry: a bound on the work of one invocation (D1's 1,000 queries). */
export const MAX_BALLOTS_PER_UPLOAD = 50
/** A printed ballot names a handful of proposals; 50 is far above any and keeps a sealed ballot small. */
export const MAX_BALLOT_PROPOSALS = 50
const MAX_VOLUNTEERS = 20

const time = v.pipe(v.string(T.time), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, T.time))

/**
 * The council's form to open a table and POST /api/admin/tables: a place, a district (null: any), a day
 * and its window in the city's time, the volunteers' names and the grace for late uploads. Whether the
 * window lies inside support is the Worker's check (it needs the calendar).
 */
export const TableFormSchema = v.pipe(
  v.object({
    place: textField(1, T.place, 120, T.place),
    district: v.nullable(v.picklist(CITY_DISTRICTS, T.district), null),
    day: calendarDay(T.day),
    opens: time,
    closes: time,
    volunteers: v.pipe(
      v.optional(v.array(textField(1, T.volunteers, 80, T.volunteers), T.volunteers), []),
      v.maxLength(MAX_VOLUNTEERS, T.volunteers),
    ),
    graceHours: v.optional(
      v.pipe(v.number(T.graceHours), v.integer(T.graceHours), v.minValue(0, T.graceHours), v.maxValue(72, T.graceHours)),
      48,
    ),
  }),
  v.forward(
    v.check((t) => t.closes > t.opens, T.closesBeforeOpens),
    ['closes'],
  ),
)
export type TableForm = v.InferOutput<typeof TableFormSchema>

/** A device's join: the code the council handed out and a name for the device ('Móvil 1'). */
export const TableJoinSchema = v.object({
  code: v.pipe(v.string(T.code), v.trim(), v.maxLength(20, T.code)),
  label: textField(1, T.label, 40, T.label),
})

/** Why the council revokes a table or a device: kept in the history and shown in the table's record. */
export const TableRevokeSchema = v.object({ reason: textField(5, T.reason, 500, T.reason) })

const receipt = v.pipe(v.string(T.receipt), v.regex(CODE_PATTERN, T.receipt))
const proposalId = v.pipe(v.number(T.proposalId), v.integer(T.proposalId), v.minValue(1, T.proposalId))

/**
 * One ballot as the volunteer types it, before it is sealed (the device's form) and after the Worker
 * opened it: the person's document and birth date (the census rules, letter checked), and either the
 * proposals they support or a paper coupon's one proposal, with the receipt code given on the spot.
 */
export const PlainBallotSchema = v.variant('kind', [
  v.object({
    kind: v.literal('ballot'),
    ...CensusCheckFormSchema.entries,
    proposalIds: v.pipe(
      v.array(proposalId, T.proposalIds),
      v.minLength(1, T.proposalIds),
      v.maxLength(MAX_BALLOT_PROPOSALS, T.proposalIds),
      v.check((ids) => new Set(ids).size === ids.length, T.proposalIds),
    ),
    receipt,
  }),
  v.object({ kind: v.literal('coupon'), ...CensusCheckFormSchema.entries, proposalId, receipt }),
])
export type PlainBallot = v.InferOutput<typeof PlainBallotSchema>

const base64 = (max: number) => v.pipe(v.string(T.sealed), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, T.sealed), v.maxLength(max, T.sealed))
const deviceTime = v.pipe(v.string(T.deviceTime), v.isoTimestamp(T.deviceTime))

/**
 * POST /api/tables/ballots: up to 50 sealed ballots in the device's order, each with its idempotency
 * key (a UUID the device made when the ballot was typed) and the device clock's times.
 */
export const BallotUploadSchema = v.object({
  sentAt: deviceTime,
  ballots: v.pipe(
    v.array(
      v.object({
        key: v.pipe(v.string(T.ballotKey), v.uuid(T.ballotKey)),
        seq: v.pipe(v.number(T.seq), v.integer(T.seq), v.minValue(0, T.seq)),
        takenAt: deviceTime,
        // An RSA-2048 wrapped key is 344 characters; a ballot of 50 proposals seals to well under 2,000.
        sealed: v.object({ key: base64(400), iv: base64(16), data: base64(4000) }),
      }),
      T.ballots,
    ),
    v.minLength(1, T.ballots),
    v.maxLength(MAX_BALLOTS_PER_UPLOAD, T.ballots),
  ),
})
export type BallotUpload = v.InferOutput<typeof BallotUploadSchema>
