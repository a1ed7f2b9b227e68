import * as v from 'valibot'
import { DEFAULT_MIN_AGE, normaliseDocument, parseBirthDate } from '@domain/census'
import { STAFF_VOTE_CHANNEL_INPUT } from '@domain/channels'
import { CENSUS_ERRORS as ERRORS } from '@copy/census'
import { inSpanish } from '@copy/localize'

const CENSUS_ERRORS = inSpanish(ERRORS)

/** The census file and the minimum age to vote ('16' unless the council says otherwise). */
export const CensusUploadSchema = v.object({
  file: v.instance(File, CENSUS_ERRORS.fileMissing),
  minAge: v.optional(
    v.pipe(v.string(CENSUS_ERRORS.minAge), v.regex(/^(1[0-8]|\d)$/, CENSUS_ERRORS.minAge), v.transform(Number)),
    String(DEFAULT_MIN_AGE),
  ),
})
/**
 * Who a person is for the census: a document (its letter is checked by the route, which answers
 * INVALID_DOCUMENT) and a real birth date, not in the future.
 */
export const CensusCheckSchema = v.object({
  document: v.pipe(
    v.string(CENSUS_ERRORS.INVALID_DOCUMENT),
    v.trim(),
    v.minLength(1, CENSUS_ERRORS.INVALID_DOCUMENT),
    v.maxLength(20, CENSUS_ERRORS.INVALID_DOCUMENT),
  ),
  birthDate: v.pipe(
    v.string(CENSUS_ERRORS.birthDateInvalid),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, CENSUS_ERRORS.birthDateInvalid),
    v.check((s) => parseBirthDate(s) !== null, CENSUS_ERRORS.birthDateInvalid),
    v.check((s) => s <= new Date().toISOString().slice(0, 10), CENSUS_ERRORS.birthDateFuture),
  ),
})
export type CensusCheck = v.InferOutput<typeof CensusCheckSchema>

/** A whole printed ballot: one staff vote is one D1 batch whatever its length (worker/census/staff-votes.ts). */
const MAX_STAFF_VOTE_PROPOSALS = 500

const STAFF_VOTE_CODES = Object.keys(STAFF_VOTE_CHANNEL_INPUT) as (keyof typeof STAFF_VOTE_CHANNEL_INPUT)[]

/**
 * One person's vote recorded by staff: the census check, the proposals and how the vote came, by the
 * API's code or an old one still accepted (decision 0070; the route records the receipt's code).
 */
export const StaffVoteSchema = v.object({
  ...CensusCheckSchema.entries,
  proposalIds: v.pipe(
    v.array(
      v.pipe(v.number(CENSUS_ERRORS.proposalIds), v.integer(CENSUS_ERRORS.proposalIds), v.minValue(1, CENSUS_ERRORS.proposalIds)),
      CENSUS_ERRORS.proposalIds,
    ),
    v.minLength(1, CENSUS_ERRORS.proposalIds),
    v.maxLength(MAX_STAFF_VOTE_PROPOSALS, CENSUS_ERRORS.proposalIds),
  ),
  channel: v.picklist(STAFF_VOTE_CODES, CENSUS_ERRORS.channel),
})

/** The forms' check: the same, with the document's letter checked before anything is sent. */
export const CensusCheckFormSchema = v.object({
  ...CensusCheckSchema.entries,
  document: v.pipe(
    CensusCheckSchema.entries.document,
    v.check((d) => normaliseDocument(d) !== null, CENSUS_ERRORS.INVALID_DOCUMENT),
  ),
})

/** The staff's paper-vote form: the same, with the document's letter checked before sending. */
export const StaffVoteFormSchema = v.object({ ...StaffVoteSchema.entries, document: CensusCheckFormSchema.entries.document })

/** An administrator's unbinding of a verification: the reason goes to the history. */
export const UnbindSchema = v.object({
  reason: v.pipe(
    v.string(CENSUS_ERRORS.unbindReason),
    v.trim(),
    v.minLength(5, CENSUS_ERRORS.unbindReason),
    v.maxLength(500, CENSUS_ERRORS.unbindReason),
  ),
})
