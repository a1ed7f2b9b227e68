// No 0/O, 1/I/L: a code read aloud or copied from a phone's screen survives.
export const RECEIPT_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A code as people see it: two groups of four characters of the alphabet. */
export const CODE_PATTERN = new RegExp(`^[${RECEIPT_ALPHABET}]{4}-[${RECEIPT_ALPHABET}]{4}$`)

/**
 * An 8-character code (31⁸ ≈ 8.5 × 10¹¹), shown as 'ABCD-EFGH': a receipt, or a table's join code. A
 * table device's receipts begin with the table's prefix, so that a receipt not yet synced can be told
 * apart from an unknown one ('pendiente de comprobar').
 */
export function randomCode(prefix = ''): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8 - prefix.length))
  const chars = prefix + [...bytes].map((b) => RECEIPT_ALPHABET[b % RECEIPT_ALPHABET.length]).join('')
  return `${chars.slice(0, 4)}-${chars.slice(4)}`
}

/** 'abcd efgh', 'ABCDEFGH' → 'ABCD-EFGH' (null when it is not 8 characters of the alphabet). */
export function normaliseCode(raw: string): string | null {
  const text = raw.toUpperCase().replace(/[\s-]/g, '')
  const code = `${text.slice(0, 4)}-${text.slice(4)}`
  return text.length === 8 && CODE_PATTERN.test(code) ? code : null
}
