import { comesOfAge, decodeCensus, isHeaderLine, parseCensusLine, type CensusEncoding } from '@domain/census'
import { cityDay } from '@domain/city-day'
import { CENSUS_ERRORS, CENSUS_REJECTIONS } from '@copy'
import type { Bindings } from '../env'
import type { CensusMessage } from './messages'
import { recordHasher } from './record-hash'

/**
 * Bytes read per queue message. A slice of 256 KiB holds about 7,000 census lines: with ROWS_PER_INSERT
 * rows in each statement (one bound JSON parameter, well under 100 bound parameters and 100 KB of SQL)
 * a slice costs about 30 D1 queries, far under the 1,000 (50 on the free plan) of one invocation.
 */
export const CHUNK_BYTES = 256 * 1024
const ROWS_PER_INSERT = 500
const HASHES_PER_LOOKUP = 1000
/** Lines kept in the report of rejected lines; the count covers all of them. */
const MAX_REJECTED_REPORTED = 1000
/** Rows deleted per cleanup message. */
const CLEANUP_ROWS = 20_000

interface ImportRow {
  id: number
  status: string
  file_key: string
  encoding: CensusEncoding
  separator: string
  min_age: number
  total_bytes: number
  read_bytes: number
  read_lines: number
  rows: number
  rejected: string
}

const now = () => Date.now()

/**
 * Reads one slice of the file into the import's generation. Everything the slice changes (its rows,
 * the progress, the report and, on the last slice, the switch of the active census) is one D1 batch:
 * a slice that fails is retried from the same offset with nothing half-written. A message whose offset
 * is not where the import stands (a repeated delivery) does nothing.
 */
async function importChunk(env: Bindings, msg: Extract<CensusMessage, { kind: 'chunk' }>) {
  const db = env.DB
  const imp = await db.prepare('SELECT * FROM census_imports WHERE id = ?1').bind(msg.importId).first<ImportRow>()
  if (imp?.status !== 'importing' || imp.read_bytes !== msg.offset) return
  const end = Math.min(imp.total_bytes, msg.offset + CHUNK_BYTES)
  const object = await env.MEDIA.get(imp.file_key, { range: { offset: msg.offset, length: end - msg.offset } })
  if (!object) {
    await failImport(env, imp.id, CENSUS_ERRORS.unreadable)
    return
  }
  let bytes = new Uint8Array(await object.arrayBuffer())
  const last = end >= imp.total_bytes
  // A slice ends at its last line break; the rest of the line is read with the next slice.
  if (!last) {
    const newline = bytes.lastIndexOf(0x0a)
    if (newline >= 0) bytes = bytes.subarray(0, newline + 1)
  }
  const lines = decodeCensus(bytes, imp.encoding).split('\n')
  if (lines.at(-1) === '') lines.pop()

  const today = cityDay()
  const hash = await recordHasher(env)
  const rejected: { line: number; reason: string }[] = []
  const rows = new Map<string, [string, string, string, number]>()
  let lineNo = imp.read_lines
  for (const line of lines) {
    lineNo++
    if (line.trim() === '') continue
    if (lineNo === 1 && isHeaderLine(line, imp.separator)) continue
    const parsed = parseCensusLine(line, imp.separator, today)
    if (!parsed.ok) {
      rejected.push({ line: lineNo, reason: CENSUS_REJECTIONS[parsed.reason] })
      continue
    }
    const { document, birthDate, district } = parsed.row
    const key = await hash(document, birthDate)
    if (rows.has(key)) rejected.push({ line: lineNo, reason: CENSUS_REJECTIONS.duplicate })
    else rows.set(key, [key, district, comesOfAge(birthDate, imp.min_age), lineNo])
  }
  // The same person in an earlier slice of this file.
  const keys = [...rows.keys()]
  for (let i = 0; i < keys.length; i += HASHES_PER_LOOKUP) {
    const { results } = await db
      .prepare('SELECT hash FROM census_records WHERE generation = ?1 AND hash IN (SELECT value FROM json_each(?2))')
      .bind(imp.id, JSON.stringify(keys.slice(i, i + HASHES_PER_LOOKUP)))
      .all<{ hash: string }>()
    for (const { hash: taken } of results) {
      rejected.push({ line: rows.get(taken)![3], reason: CENSUS_REJECTIONS.duplicate })
      rows.delete(taken)
    }
  }
  rejected.sort((a, b) => a.line - b.line)

  const values = [...rows.values()].map(([h, district, votesFrom]) => [h, district, votesFrom])
  const statements: D1PreparedStatement[] = []
  for (let i = 0; i < values.length; i += ROWS_PER_INSERT) {
    statements.push(
      db
        .prepare(
          `INSERT INTO census_records (generation, hash, district, votes_from)
           SELECT ?1, json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]')
             FROM json_each(?2) WHERE true ON CONFLICT DO NOTHING`,
        )
        .bind(imp.id, JSON.stringify(values.slice(i, i + ROWS_PER_INSERT))),
    )
  }
  const report = [...(JSON.parse(imp.rejected) as typeof rejected), ...rejected].slice(0, MAX_REJECTED_REPORTED)
  statements.push(
    db
      .prepare(
        `UPDATE census_imports SET read_bytes = ?2, read_lines = ?3, rows = rows + ?4, rejected_count = rejected_count + ?5, rejected = ?6
          WHERE id = ?1 AND read_bytes = ?7`,
      )
      .bind(imp.id, msg.offset + bytes.length, lineNo, values.length, rejected.length, JSON.stringify(report), msg.offset),
  )
  if (last) {
    // The switch: one statement, and only for a file with at least one valid row.
    statements.push(
      db
        .prepare(
          `INSERT INTO census_active (id, generation, rows, since)
           SELECT 1, id, rows, ?2 FROM census_imports WHERE id = ?1 AND rows > 0 AND status = 'importing'
           ON CONFLICT (id) DO UPDATE SET generation = excluded.generation, rows = excluded.rows, since = excluded.since`,
        )
        .bind(imp.id, now()),
      db
        .prepare(
          `UPDATE census_imports SET status = CASE WHEN rows > 0 THEN 'done' ELSE 'failed' END,
             failure = CASE WHEN rows > 0 THEN NULL ELSE ?2 END, finished_at = ?3 WHERE id = ?1`,
        )
        .bind(imp.id, CENSUS_ERRORS.noValidRows, now()),
    )
  }
  await db.batch(statements)
  if (last) {
    await env.MEDIA.delete(imp.file_key)
    await env.CENSUS.send({ kind: 'cleanup' })
  } else {
    await env.CENSUS.send({ kind: 'chunk', importId: imp.id, offset: msg.offset + bytes.length })
  }
}

/**
 * Gives an import up as failed (an unreadable file, a queue that gave up, or an upload replacing an
 * import that stopped moving): its file goes from R2 at once, as a finished import's does. The file
 * is the census in clear; a delete that fails is left to the scheduled sweep (sweepCensusFiles).
 */
export async function failImport(env: Bindings, importId: number, reason: string) {
  const row = await env.DB.prepare(
    `UPDATE census_imports SET status = 'failed', failure = ?2, finished_at = ?3 WHERE id = ?1 AND status = 'importing' RETURNING file_key`,
  )
    .bind(importId, reason, now())
    .first<{ file_key: string }>()
  if (row) await env.MEDIA.delete(row.file_key)
  await env.CENSUS.send({ kind: 'cleanup' })
}

/** Deletes, a slice at a time, the rows of every generation that is neither the census nor being imported. */
async function cleanup(env: Bindings) {
  const { meta } = await env.DB.prepare(
    `DELETE FROM census_records WHERE rowid IN (
       SELECT rowid FROM census_records
        WHERE generation <> coalesce((SELECT generation FROM census_active WHERE id = 1), -1)
          AND generation NOT IN (SELECT id FROM census_imports WHERE status = 'importing')
        LIMIT ?1)`,
  )
    .bind(CLEANUP_ROWS)
    .run()
  if (meta.changes >= CLEANUP_ROWS) await env.CENSUS.send({ kind: 'cleanup' })
}

/** The census queue's consumer: a failed slice is retried (its batch was rolled back), then given up as failed. */
export async function consumeCensus(batch: MessageBatch<CensusMessage>, env: Bindings) {
  for (const message of batch.messages) {
    try {
      if (message.body.kind === 'chunk') await importChunk(env, message.body)
      else await cleanup(env)
      message.ack()
    } catch (err) {
      // Never the line's content: it may hold a document.
      console.error('census message failed', message.body.kind, err instanceof Error ? err.name : 'error')
      if (message.body.kind === 'chunk' && message.attempts >= 3) {
        await failImport(env, message.body.importId, CENSUS_ERRORS.unreadable)
        message.ack()
      } else message.retry({ delaySeconds: 5 })
    }
  }
}
