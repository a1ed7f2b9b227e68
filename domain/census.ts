import { CITY_DISTRICTS } from './districts'

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'
const NIE_PREFIX: Record<string, string> = { X: '0', Y: '1', Z: '2' }

/**
 * A DNI or NIE as the census keys it: upper case, no spaces, dots or dashes, a DNI's number padded to
 * eight digits (municipal exports drop leading zeros), and the control letter checked. Null when the
 * shape or the letter is wrong.
 */
export function normaliseDocument(raw: string): string | null {
  const text = raw.toUpperCase().replace(/[\s.-]/g, '')
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(text)
  const dni = /^(\d{1,8})([A-Z])$/.exec(text)
  if (nie) {
    const [, prefix, digits, letter] = nie
    return LETTERS[Number(NIE_PREFIX[prefix] + digits) % 23] === letter ? text : null
  }
  if (dni) {
    const digits = dni[1].padStart(8, '0')
    return LETTERS[Number(digits) % 23] === dni[2] ? digits + dni[2] : null
  }
  return null
}

/** Whether the text has a document's shape at all (so a wrong letter can be told from garbage). */
const looksLikeDocument = (raw: string) => /^([XYZ]\d{7}|\d{1,8})[A-Z]$/.test(raw.toUpperCase().replace(/[\s.-]/g, ''))

/** 'YYYY-MM-DD' or 'DD/MM/YYYY' (also with '-' or '.') to 'YYYY-MM-DD' when the day exists. */
export function parseBirthDate(raw: string): string | null {
  const text = raw.trim()
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
  const es = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text)
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : es ? [es[3], es[2], es[1]] : []
  if (!y) return null
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)))
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null
  if (Number(y) < 1880) return null
  return date.toISOString().slice(0, 10)
}

/** The day one turns `years` old (someone born on 29 February comes of age on 1 March). */
export function comesOfAge(birthDate: string, years: number): string {
  const [y, m, d] = birthDate.split('-').map(Number)
  const date = new Date(Date.UTC(y + years, m - 1, d))
  return date.toISOString().slice(0, 10)
}

export const DEFAULT_MIN_AGE = 16

/** The census district for a cell: the city's districts, without accents or case mattering. */
function matchDistrict(raw: string): string | null {
  const key = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toLowerCase()
  return CITY_DISTRICTS.find((d) => key(d) === key(raw)) ?? null
}

interface CensusRow {
  document: string
  birthDate: string
  district: string
}
/** Why a census line is refused (a repeated person is found by the import, across lines); copy/census.ts words each. */
export type CensusRejection =
  | 'columns'
  | 'tooManyColumns'
  | 'controlChars'
  | 'badDocument'
  | 'badLetter'
  | 'badDate'
  | 'futureDate'
  | 'unknownDistrict'
  | 'tooLong'
export type CensusLine = { ok: true; row: CensusRow } | { ok: false; reason: CensusRejection }

/** The separator of the file: whichever of ';' and ',' its first line holds more of. */
export function detectSeparator(firstLine: string): ';' | ',' {
  const count = (ch: string) => firstLine.split(ch).length - 1
  return count(';') >= count(',') ? ';' : ','
}

/** Splits one line into cells, honouring double quotes as spreadsheets write them. */
function splitCells(line: string, separator: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (ch === separator) {
      cells.push(cell)
      cell = ''
    } else cell += ch
  }
  cells.push(cell)
  return cells.map((c) => c.trim())
}

const MAX_LINE = 500
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/

/** A header line: its first cell names the column instead of holding a document. */
export function isHeaderLine(line: string, separator: string): boolean {
  const first = splitCells(line, separator)[0]?.toLowerCase() ?? ''
  return /^(documento|dni|nie|doc|identificador|num)/.test(first.replace(/^\uFEFF/, ''))
}

/**
 * One line of the census file, checked: three cells (document, birth date, district), a valid document
 * with its letter, a real date not after `today`, a district of the city. A refusal carries the reason's
 * code, which the import report words (CENSUS_REJECTIONS); it never repeats the document.
 */
export function parseCensusLine(line: string, separator: string, today: string): CensusLine {
  const fail = (reason: CensusRejection): CensusLine => ({ ok: false, reason })
  if (line.length > MAX_LINE) return fail('tooLong')
  if (CONTROL.test(line.replace(/\r$/, ''))) return fail('controlChars')
  const cells = splitCells(line.replace(/\r$/, ''), separator)
  if (cells.length < 3) return fail('columns')
  if (cells.length > 3 && cells.slice(3).some((c) => c !== '')) return fail('tooManyColumns')
  const [docCell, dateCell, districtCell] = cells
  const document = normaliseDocument(docCell)
  if (!document) return fail(looksLikeDocument(docCell) ? 'badLetter' : 'badDocument')
  const birthDate = parseBirthDate(dateCell)
  if (!birthDate) return fail('badDate')
  if (birthDate > today) return fail('futureDate')
  const district = matchDistrict(districtCell)
  if (!district) return fail('unknownDistrict')
  return { ok: true, row: { document, birthDate, district } }
}

// Windows-1252's 0x80–0x9F; every other byte is the Latin-1 code point of the same number.
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

export type CensusEncoding = 'utf-8' | 'windows-1252'

/** UTF-8 when the bytes are valid UTF-8 (a BOM or not), Windows-1252 otherwise: what municipal systems export. */
export function detectEncoding(bytes: Uint8Array): CensusEncoding {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return 'utf-8'
  } catch {
    return 'windows-1252'
  }
}

export function decodeCensus(bytes: Uint8Array, encoding: CensusEncoding): string {
  if (encoding === 'utf-8') return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '')
  let text = ''
  for (const b of bytes) text += b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b)
  return text
}

/** How a vote reached the count: an account on the web, the census alone, or staff recording one person's vote. */
export const VOTE_CHANNELS = ['web', 'census', 'paper', 'phone', 'whatsapp', 'table'] as const
export type VoteChannel = (typeof VOTE_CHANNELS)[number]
export const STAFF_VOTE_CHANNELS = ['paper', 'phone', 'whatsapp', 'table'] as const
export type StaffVoteChannel = (typeof STAFF_VOTE_CHANNELS)[number]

/**
 * Whether every online vote is a census person's (a verified account): 'Solo votan personas
 * empadronadas', or 'Solo en su distrito', which needs the district and so the census too. Only then
 * may census votes (at a table, on paper, without an account) be taken: otherwise the same person
 * could vote once with an unverified account and once with the census, under two keys
 * (docs/decisions/0056).
 */
export const onlineVotesAreCensusPersons = (rules: { residentsOnly: boolean; ownDistrictOnly: boolean }) =>
  rules.residentsOnly || rules.ownDistrictOnly
