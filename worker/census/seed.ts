import { DEFAULT_MIN_AGE, comesOfAge, normaliseDocument } from '@domain/census'
import type { Bindings } from '../env'
import { recordHasher } from './record-hash'

export interface SeedRow {
  document: string
  birthDate: string
  district: string
}

/**
 * Makes `rows` the active census at once, hashed as the import does, for the demo data and the tests
 * of what the census is for (the import itself goes through R2 and the queue). Recorded as an import
 * of its own, so the panel shows it like any other.
 */
export async function activateCensus(env: Bindings, rows: SeedRow[]) {
  const hash = await recordHasher(env)
  const imp = await env.DB.prepare(
    `INSERT INTO census_imports (status, admin_id, file_key, encoding, separator, min_age, total_lines, total_bytes, read_lines, rows, finished_at)
     VALUES ('done', 0, 'demo', 'utf-8', ';', ?1, ?2, 0, ?2, ?2, ?3) RETURNING id`,
  )
    .bind(DEFAULT_MIN_AGE, rows.length, Date.now())
    .first<{ id: number }>()
  const generation = imp!.id
  const statements = [
    env.DB.prepare(
      `INSERT INTO census_active (id, generation, rows, since) VALUES (1, ?1, ?2, ?3)
       ON CONFLICT (id) DO UPDATE SET generation = excluded.generation, rows = excluded.rows, since = excluded.since`,
    ).bind(generation, rows.length, Date.now()),
  ]
  for (const r of rows) {
    const document = normaliseDocument(r.document)
    if (!document) throw new Error('a demo census row has a wrong document letter')
    statements.push(
      env.DB.prepare('INSERT OR IGNORE INTO census_records (generation, hash, district, votes_from) VALUES (?1, ?2, ?3, ?4)').bind(
        generation,
        await hash(document, r.birthDate),
        r.district,
        comesOfAge(r.birthDate, DEFAULT_MIN_AGE),
      ),
    )
  }
  await env.DB.batch(statements)
}
