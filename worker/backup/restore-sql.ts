// Turns one export's rows back into SQL. No imports: `npm run restore` (Node, scripts/restore.mjs) loads
// this file as it is, and the Worker's backup test uses it to restore in workerd.

/** A cell as the export writes it: JSON's own types, and blobs as { $blob: base64 }. */
export type Cell = string | number | null | { $blob: string }
export type Row = Record<string, Cell>

/** A value as an SQL literal: text quoted, numbers as written, blobs as X'…'. */
function sqlLiteral(value: Cell): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`valor no finito en la copia: ${value}`)
    return String(value)
  }
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`
  const bytes = Uint8Array.from(atob(value.$blob), (c) => c.charCodeAt(0))
  return `X'${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}'`
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * One INSERT per row. OR REPLACE because the migrations seed a few rows themselves (the data_versions
 * counters): the export's values win.
 */
export function insertStatements(table: string, rows: readonly Row[]): string[] {
  return rows.map((row) => {
    const columns = Object.keys(row)
    return `INSERT OR REPLACE INTO ${ident(table)} (${columns.map(ident).join(', ')}) VALUES (${columns
      .map((c) => sqlLiteral(row[c]))
      .join(', ')});`
  })
}

/** Parses an export file's text (one JSON object per line). */
export const parseNdjson = (text: string): Row[] =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Row)

/**
 * The order to load tables in: as listed, but data_versions last, since loading proposals bumps its
 * counters through their triggers and the export's values must be what stays.
 */
export const loadOrder = <T extends { name: string }>(tables: readonly T[]): T[] => [
  ...tables.filter((t) => t.name !== 'data_versions'),
  ...tables.filter((t) => t.name === 'data_versions'),
]

/** What is derived, not stored: rebuilt after loading (the search index, decision 0037). */
export const REBUILD = ["INSERT INTO proposals_fts (proposals_fts) VALUES ('rebuild');"]
