import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'

/**
 * `column IN (list)` with the whole list as one bound parameter, a JSON array that SQLite's json_each
 * reads: D1 takes at most 100 bound parameters per statement, and drizzle's inArray binds one per item,
 * so a heading selecting 300 proposals would fail. An empty list matches nothing.
 */
export const inList = (column: SQLWrapper, values: readonly (number | string)[]): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`
