import { sql, type SQL } from 'drizzle-orm'
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import { STATUSES_BY_LABEL } from '@copy/proposal-columns'

/**
 * The admin table's text orders as SQL expressions, written once for both the indexes (schema.ts) and
 * the queries (queries/admin-proposals.ts): SQLite uses an index on an expression only for that very
 * expression. Literals only, never bound values, because an index cannot hold a parameter.
 */

// SQLite's lower() folds ASCII alone: the accented letters a Spanish title holds are folded here. 'ñ'
// becomes 'n{' ('{' follows 'z'), so 'niño' sorts after 'ninguno' and before 'noche', as in Spanish.
const FOLDS: [string, string][] = [
  ['á', 'a'],
  ['à', 'a'],
  ['ä', 'a'],
  ['â', 'a'],
  ['é', 'e'],
  ['è', 'e'],
  ['ë', 'e'],
  ['ê', 'e'],
  ['í', 'i'],
  ['ì', 'i'],
  ['ï', 'i'],
  ['ó', 'o'],
  ['ò', 'o'],
  ['ö', 'o'],
  ['ô', 'o'],
  ['ú', 'u'],
  ['ù', 'u'],
  ['ü', 'u'],
  ['ç', 'c'],
  ['ñ', 'n{'],
]
const folded = FOLDS.flatMap(([from, to]) => [
  [from, to],
  [from.toUpperCase(), to],
])

/** Spanish alphabetical order of a text, accents and case ignored. */
export function textSortKey(column: AnySQLiteColumn): SQL {
  const replaced = folded.reduce<string>((inner, [from, to]) => `replace(${inner}, '${from}', '${to}')`, '\u0000')
  const [before, after] = replaced.split('\u0000')
  return sql`lower(${sql.raw(before)}${column}${sql.raw(after)})`
}

/** A status by the alphabetical place of its Spanish name ('Ejecutada' < 'Presentada' < …). */
export function statusSortKey(column: AnySQLiteColumn): SQL {
  const cases = STATUSES_BY_LABEL.map((status, rank) => `when '${status}' then ${rank}`).join(' ')
  return sql`(case ${column} ${sql.raw(cases)} end)`
}
