import type { Bindings } from '../env'
import type { Cell, Row } from './restore-sql'
import { backedUpTables } from './tables'

/** Rows per query: one bound value each, far under D1's 100. */
const PAGE = 500
/**
 * D1 allows 1,000 queries per invocation (paid plan): an export stops before that, without a manifest,
 * and says so in the log. That is 450,000 rows a night, some ten times what a city's cycle produces
 * (decision 0042 says what to do beyond).
 */
const MAX_QUERIES = 900
const DAY_MS = 86_400_000

export interface BackupManifest {
  format: 'presupuestos-backup/1'
  createdAt: string
  /** The last migration applied when the export ran: `npm run restore` applies up to it first. */
  migration: string | null
  tables: { name: string; rows: number; file: string; bytes: number; sha256: string }[]
  skipped: string[]
}

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('')

/** A D1 value as JSON: blobs (ArrayBuffer or byte arrays) as { $blob: base64 }. */
function cell(value: unknown): Cell {
  if (value instanceof ArrayBuffer || Array.isArray(value)) {
    const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : Uint8Array.from(value as number[])
    return { $blob: btoa(String.fromCharCode(...bytes)) }
  }
  return value as Cell
}

async function gzip(text: string): Promise<ArrayBuffer> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))
  return new Response(stream).arrayBuffer()
}

/** `backups/2026-11-24T03-30-00Z/`: sortable, and readable as a date by the retention sweep. */
export const exportPrefix = (at: Date) =>
  `backups/${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}/`
const prefixDate = (prefix: string) => new Date(prefix.slice('backups/'.length, -1).replace(/T(\d\d)-(\d\d)-(\d\d)Z$/, 'T$1:$2:$3Z'))

/**
 * Every table (tables.ts says which) to R2 as gzip-compressed NDJSON, one file per table, paged by
 * rowid; the manifest is written last, so an export without one is incomplete and never restored.
 */
export async function exportDatabase(env: Bindings, at = new Date()): Promise<BackupManifest> {
  const db = env.DB
  const prefix = exportPrefix(at)
  let queries = 1
  const { tables, skipped } = await backedUpTables(db)
  const manifest: BackupManifest = { format: 'presupuestos-backup/1', createdAt: at.toISOString(), migration: null, tables: [], skipped }
  queries++
  const level = await db.prepare('SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1').first<{ name: string }>()
  manifest.migration = level?.name ?? null
  for (const table of tables) {
    const lines: string[] = []
    let after = Number.MIN_SAFE_INTEGER
    for (;;) {
      if (++queries > MAX_QUERIES) throw new Error(`backup stopped at table ${table}: over ${MAX_QUERIES} queries in one invocation`)
      const page = await db
        .prepare(`SELECT rowid AS "__rowid", * FROM "${table}" WHERE rowid > ?1 ORDER BY rowid LIMIT ${PAGE}`)
        .bind(after)
        .all<Record<string, unknown>>()
      for (const { __rowid, ...rest } of page.results) {
        after = __rowid as number
        const row: Row = {}
        for (const [column, value] of Object.entries(rest)) row[column] = cell(value)
        lines.push(JSON.stringify(row))
      }
      if (page.results.length < PAGE) break
    }
    const body = await gzip(lines.length ? `${lines.join('\n')}\n` : '')
    const file = `${table}.ndjson.gz`
    await env.BACKUPS.put(prefix + file, body, { httpMetadata: { contentType: 'application/x-ndjson', contentEncoding: 'gzip' } })
    manifest.tables.push({
      name: table,
      rows: lines.length,
      file,
      bytes: body.byteLength,
      sha256: hex(await crypto.subtle.digest('SHA-256', body)),
    })
  }
  await env.BACKUPS.put(`${prefix}manifest.json`, JSON.stringify(manifest, null, 2), { httpMetadata: { contentType: 'application/json' } })
  return manifest
}

/** Deletes the exports older than BACKUP_KEEP_DAYS (complete or not). Answers the prefixes it removed. */
export async function pruneExports(env: Bindings, now = new Date()): Promise<string[]> {
  const keepDays = Number(env.BACKUP_KEEP_DAYS) || 30
  const removed: string[] = []
  let cursor: string | undefined
  do {
    const listing = await env.BACKUPS.list({ prefix: 'backups/', delimiter: '/', cursor })
    for (const prefix of listing.delimitedPrefixes) {
      const at = prefixDate(prefix).getTime()
      if (Number.isNaN(at) || now.getTime() - at <= keepDays * DAY_MS) continue
      let inner: string | undefined
      do {
        const objects = await env.BACKUPS.list({ prefix, cursor: inner })
        if (objects.objects.length) await env.BACKUPS.delete(objects.objects.map((o) => o.key))
        inner = objects.truncated ? objects.cursor : undefined
      } while (inner)
      removed.push(prefix)
    }
    cursor = listing.truncated ? listing.cursor : undefined
  } while (cursor)
  return removed
}

/** The nightly Cron Trigger's work: today's export, then the old ones go. */
export async function nightlyBackup(env: Bindings, now = new Date()) {
  const manifest = await exportDatabase(env, now)
  const removed = await pruneExports(env, now)
  console.info(`backup ${exportPrefix(now)}: ${manifest.tables.length} tables, ${removed.length} old exports removed`)
}
