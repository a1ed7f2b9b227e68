import type { Bindings } from '../env'
import type { Cell, Row } from './restore-sql'
import { backedUpTables } from './tables'

/**
 * What one invocation may spend, and how many rows one query reads. D1 allows 1,000 queries per
 * invocation (paid plan): an invocation stops at 900 (450,000 rows at 500 a query) and the next one
 * carries on from where it stopped (decision 0042). A page of 500 binds one value, far under D1's 100.
 */
export interface ExportLimits {
  queries: number
  page: number
}
const LIMITS: ExportLimits = { queries: 900, page: 500 }
const DAY_MS = 86_400_000
const PROGRESS = 'progress.json'

interface ManifestFile {
  /** The table; a big one is written in several files, listed in order. */
  name: string
  rows: number
  file: string
  bytes: number
  sha256: string
}

export interface BackupManifest {
  /** /2: a table may come in several files (one per invocation that read it), in order. */
  format: 'presupuestos-backup/2'
  createdAt: string
  /** The last migration applied when the export ran: `npm run restore` applies up to it first. */
  migration: string | null
  tables: ManifestFile[]
  skipped: string[]
}

/** Where an unfinished export stands: kept in R2 beside its files until the manifest replaces it. */
interface Progress extends ExportLimits {
  prefix: string
  createdAt: string
  migration: string | null
  skipped: string[]
  /** The tables to export, fixed when the export started. */
  queue: string[]
  /** The table being read, the last rowid read of it, and its next file's number. */
  index: number
  after: number
  part: number
  files: ManifestFile[]
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

/** One file of a table: `users.ndjson.gz`, and for the later parts of a big table `users.2.ndjson.gz`, … */
async function writePart(env: Bindings, p: Progress, table: string, lines: string[]) {
  const body = await gzip(lines.length ? `${lines.join('\n')}\n` : '')
  const file = p.part === 0 ? `${table}.ndjson.gz` : `${table}.${p.part + 1}.ndjson.gz`
  await env.BACKUPS.put(p.prefix + file, body, { httpMetadata: { contentType: 'application/x-ndjson', contentEncoding: 'gzip' } })
  p.files.push({ name: table, rows: lines.length, file, bytes: body.byteLength, sha256: hex(await crypto.subtle.digest('SHA-256', body)) })
  p.part++
}

/**
 * One invocation's share of an export: reads pages by rowid until the table is done or the queries run
 * out, writes what it read as the table's next file, and goes on to the next table. The manifest is
 * written when the last table is done, and only then: an export without one is incomplete and is never
 * restored. Otherwise the progress is saved for the next invocation. Answers the manifest once complete.
 */
async function exportSome(env: Bindings, p: Progress, spent: number): Promise<BackupManifest | null> {
  let queries = spent
  while (p.index < p.queue.length && queries < p.queries) {
    const table = p.queue[p.index]
    const lines: string[] = []
    let done = false
    while (!done && queries < p.queries) {
      queries++
      const page = await env.DB.prepare(`SELECT rowid AS "__rowid", * FROM "${table}" WHERE rowid > ?1 ORDER BY rowid LIMIT ${p.page}`)
        .bind(p.after)
        .all<Record<string, unknown>>()
      for (const { __rowid, ...rest } of page.results) {
        p.after = __rowid as number
        const row: Row = {}
        for (const [column, value] of Object.entries(rest)) row[column] = cell(value)
        lines.push(JSON.stringify(row))
      }
      done = page.results.length < p.page
    }
    // An empty table still gets its (empty) file; a finished big one gets no empty last part.
    if (lines.length || p.part === 0) await writePart(env, p, table, lines)
    if (done) {
      p.index++
      p.after = Number.MIN_SAFE_INTEGER
      p.part = 0
    }
  }
  if (p.index < p.queue.length) {
    await env.BACKUPS.put(p.prefix + PROGRESS, JSON.stringify(p), { httpMetadata: { contentType: 'application/json' } })
    return null
  }
  const manifest: BackupManifest = {
    format: 'presupuestos-backup/2',
    createdAt: p.createdAt,
    migration: p.migration,
    tables: p.files,
    skipped: p.skipped,
  }
  await env.BACKUPS.put(`${p.prefix}manifest.json`, JSON.stringify(manifest, null, 2), {
    httpMetadata: { contentType: 'application/json' },
  })
  await env.BACKUPS.delete(p.prefix + PROGRESS)
  return manifest
}

/**
 * Starts an export of every table (tables.ts says which) to R2 as gzip-compressed NDJSON, paged by rowid,
 * and does this invocation's share of it. Answers the manifest if it finished at once, null if later
 * invocations (continueExport) must finish it.
 */
export async function exportDatabase(env: Bindings, at = new Date(), limits: ExportLimits = LIMITS): Promise<BackupManifest | null> {
  const { tables, skipped } = await backedUpTables(env.DB)
  const level = await env.DB.prepare('SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1').first<{ name: string }>()
  const start: Progress = {
    ...limits,
    prefix: exportPrefix(at),
    createdAt: at.toISOString(),
    migration: level?.name ?? null,
    skipped,
    queue: tables,
    index: 0,
    after: Number.MIN_SAFE_INTEGER,
    part: 0,
    files: [],
  }
  // The two queries above count against this invocation's share.
  return exportSome(env, start, 2)
}

/**
 * Carries on the newest export if it is unfinished (its progress file is there), with the limits it
 * started with. The sweeps' Cron Trigger calls it every ten minutes; a failed invocation loses nothing
 * but its own share, which the next one reads again. Answers the manifest when this share finished it.
 */
export async function continueExport(env: Bindings): Promise<BackupManifest | null> {
  const { delimitedPrefixes } = await env.BACKUPS.list({ prefix: 'backups/', delimiter: '/' })
  const newest = delimitedPrefixes.sort().at(-1)
  const saved = newest && (await env.BACKUPS.get(newest + PROGRESS))
  if (!saved) return null
  return exportSome(env, await saved.json<Progress>(), 0)
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

/** The nightly Cron Trigger's work: today's export starts (and finishes, if it can), then the old ones go. */
export async function nightlyBackup(env: Bindings, now = new Date()) {
  const manifest = await exportDatabase(env, now)
  const removed = await pruneExports(env, now)
  console.info(
    `backup ${exportPrefix(now)}: ${manifest ? `${manifest.tables.length} files` : 'to be continued by the next invocations'}, ${removed.length} old exports removed`,
  )
}
