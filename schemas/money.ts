import * as v from 'valibot'
import { MAX_EUROS } from '@domain/budget'
import { VALIDATION_TEXTS } from '@copy/validation'
import { inSpanish } from '@copy/localize'

// Read once, in Spanish, as every schema's messages are (checkInput translates them on the way out).
const CENTS = inSpanish(VALIDATION_TEXTS).eurosCents

/** A comma is Spanish for cents ('172,5'), which no amount of the portal has: refused with its own message. */
const hasCents = (s: string) => s.includes(',')

/** A union reports its own message: the one about cents is kept when that is what went wrong. */
const centsOr =
  (message: string) =>
  (issue: { issues?: readonly { message: string }[] }): string =>
    issue.issues?.some((i) => i.message === CENTS) ? CENTS : message

/**
 * Whole euros, the one parser of every money field and of the Worker: from the API (a number) or a form
 * (a string), '172500', '172.500' and '172.500 €' are the same amount, the dots being Spanish thousands
 * and the sign optional; a comma ('172,5') is refused with the message about cents, anything else
 * (signs, letters, misplaced dots) with the field's own `message`.
 */
export const euros = (message: string) =>
  v.pipe(
    v.union(
      [
        v.number(message),
        v.pipe(
          v.string(message),
          v.trim(),
          v.check((s) => !hasCents(s), CENTS),
          // The sign as the portal writes it, after a space or a no-break space, or none.
          v.transform((s) => s.replace(/\s*€$/u, '')),
          v.regex(/^(\d{1,3}(\.\d{3})+|\d{1,13})$/, message),
          v.transform((s) => Number(s.replaceAll('.', ''))),
        ),
      ],
      centsOr(message),
    ),
    v.integer(message),
    v.minValue(0, message),
    v.maxValue(MAX_EUROS, message),
  )

/** An amount that may be left empty ('' or null: not known yet). */
export const optionalEuros = (message: string) =>
  v.nullable(
    v.union(
      [
        v.pipe(
          v.literal(''),
          v.transform(() => null),
        ),
        euros(message),
      ],
      centsOr(message),
    ),
  )
