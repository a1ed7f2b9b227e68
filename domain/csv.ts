/**
 * CSV that Spanish-locale spreadsheets open correctly, shared by the admin export and the open-data
 * download.
 * - UTF-8 with a byte-order mark, so Excel shows accents instead of mojibake.
 * - ';' as separator: Excel in a Spanish locale uses ',' as the decimal mark and expects ';' between
 *   fields; LibreOffice detects either.
 * - Formula neutralisation (OWASP ASVS 5.0, 1.2.10): a cell that begins with =, +, -, @, tab or
 *   carriage return would be run as a formula, so it is prefixed with an apostrophe and shown as text.
 */
const CSV_SEPARATOR = ';'
const BOM = '\uFEFF'
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[";\r\n,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One record and its line end, for a file written a piece at a time. */
export const csvLine = (row: readonly unknown[]) => `${row.map(csvCell).join(CSV_SEPARATOR)}\r\n`

/** The byte-order mark and the header: how a streamed file starts. */
export const csvStart = (header: readonly string[]) => `${BOM}${csvLine(header)}`

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return csvStart(header) + rows.map(csvLine).join('')
}
