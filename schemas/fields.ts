import * as v from 'valibot'
import { DISTRICTS } from '@domain/districts'
import { DEFAULT_SCOPE, SCOPES } from '@domain/scopes'
import { STATUSES } from '@domain/statuses'
import * as C from '@domain/constants'
import { VALIDATION_TEXTS } from '@copy/validation'
import { inSpanish } from '@copy/localize'
import { YEAR_PATTERN } from './year'

const T = inSpanish(VALIDATION_TEXTS)

// Control characters never belong in what a person types; new lines and tabs only in long texts. Nor do
// Unicode's noncharacters (U+FDD0–U+FDEF, U+FFFE, U+FFFF) and halves of a surrogate pair, which no keyboard
// gives: no feed, export or XML 1.0 document can carry them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what these refuse
export const SINGLE_LINE = /^[^\u0000-\u001F\u007F\uD800-\uDFFF\uFDD0-\uFDEF\uFFFE\uFFFF]*$/u
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what these refuse
export const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF\uFDD0-\uFDEF\uFFFE\uFFFF]*$/u

/**
 * A string where a missing field counts as empty, so that the field's own Spanish message is reported
 * (valibot would otherwise say "Invalid key" in English for an absent key).
 */
export const present = (message: string) => v.optional(v.string(message), '')

/** A trimmed text with the spec's minimum and our maximum, each with its Spanish message. */
export function textField(min: number, minMessage: string, max: number, maxMessage: string, multiline = false) {
  return v.pipe(
    present(minMessage),
    v.trim(),
    v.regex(multiline ? MULTI_LINE : SINGLE_LINE, T.text),
    v.minLength(min, minMessage),
    v.maxLength(max, maxMessage),
  )
}

export const title = textField(C.MIN_TITLE, T.titleMin, C.MAX_TITLE, T.titleMax)
export const description = textField(C.MIN_DESCRIPTION, T.descriptionMin, C.MAX_DESCRIPTION, T.descriptionMax, true)
export const district = v.pipe(present(T.district), v.picklist(DISTRICTS, T.district))
export const scopeRequired = v.pipe(present(T.scope), v.picklist(SCOPES, T.scope))
export const scope = v.optional(scopeRequired, DEFAULT_SCOPE)
export const status = v.pipe(present(T.status), v.picklist(STATUSES, T.status))

export const personName = textField(C.MIN_NAME, T.nameRequired, C.MAX_NAME, T.nameMax)
export const personSurname = textField(C.MIN_NAME, T.surnameRequired, C.MAX_NAME, T.surnameMax)
export const phone = v.pipe(
  present(T.phoneMin),
  v.trim(),
  v.minLength(C.MIN_PHONE, T.phoneMin),
  v.maxLength(C.MAX_PHONE, T.phoneMax),
  v.regex(/^[0-9+()\-\s]+$/, T.phoneChars),
)
export const email = v.pipe(present(T.email), v.trim(), v.toLowerCase(), v.maxLength(C.MAX_EMAIL, T.email), v.email(T.email))

/** A day that exists in the calendar: 2025-02-30 and 2020-13-45 have the right shape but are no day. */
const isCalendarDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
}

/**
 * A calendar day written 'AAAA-MM-DD' that exists, with the field's own Spanish message: the one rule
 * for every date a form, an address or the API takes.
 */
export const calendarDay = (message: string) => v.pipe(present(message), v.isoDate(message), v.check(isCalendarDay, message))

/** Positive integer id taken from a URL segment or a form: '17' → 17. */
export const idString = v.pipe(
  present(T.proposalId),
  v.regex(/^[1-9][0-9]{0,9}$/, T.proposalId),
  v.transform(Number),
  v.maxValue(2_147_483_647, T.proposalId),
)
export const idParam = v.object({ id: idString })

/** DELETE /api/admin/blocked-identities: the provider's uid of a blocked identity (printable, at most 128 characters). */
export const UnblockSchema = v.object({
  uid: v.pipe(
    v.string(T.blockedUid),
    v.minLength(1, T.blockedUid),
    v.maxLength(128, T.blockedUid),
    v.regex(/^[\x21-\x7e]+$/, T.blockedUid),
  ),
})
/** A year from a query string: '2025' → 2025. */
export const yearQuery = v.pipe(v.string(T.year), v.regex(YEAR_PATTERN, T.year), v.transform(Number))
