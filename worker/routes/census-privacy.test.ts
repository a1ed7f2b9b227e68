import { createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { CENSUS_REJECTIONS } from '@copy'
import { exportDatabase } from '../backup/export'
import worker from '../index'
import { censusFile, censusState, dni, importCensus, uploadCensus } from '../test/census'
import { admin } from '../test/fixtures'

// The reviewer's line: a document where the district goes.
const DOCUMENT = 'Y7654321G'
const SHIFTED = `${dni(1)};01/01/1980;${DOCUMENT}`

const censusFiles = async () => (await env.MEDIA.list({ prefix: 'census/' })).objects.map((o) => o.key)

/** Every file of every nightly export, unzipped, as one text. */
async function backedUp() {
  let text = ''
  for (const { key } of (await env.BACKUPS.list()).objects) {
    const body = (await env.BACKUPS.get(key))!.body
    text += await new Response(key.endsWith('.gz') ? body.pipeThrough(new DecompressionStream('gzip')) : body).text()
  }
  return text
}

/** A census import the queue lost long ago, still 'importing', with its file in R2. */
async function lostImport(adminId: number, minutesAgo: number) {
  const key = `census/${crypto.randomUUID()}.csv`
  await env.MEDIA.put(key, `${dni(5)};01/01/1980;Norte\n`)
  await env.DB.prepare(
    `INSERT INTO census_imports (admin_id, file_key, encoding, separator, min_age, total_lines, total_bytes, created_at)
     VALUES (?1, ?2, 'utf-8', ';', 16, 1, 24, ?3)`,
  )
    .bind(adminId, key, Date.now() - minutesAgo * 60_000)
    .run()
  return key
}

const sweep = (hoursLater: number) =>
  worker.scheduled(createScheduledController({ scheduledTime: Date.now() + hoursLater * 3_600_000, cron: '*/10 * * * *' }), env)

describe('no document in clear out of a census import', () => {
  it('a document in the district column is reported by line and column, never echoed: not in the report, the table or the backup', async () => {
    const boss = await admin()
    const state = await importCensus(boss, censusFile([`${dni(2)};01/01/1980;Norte`, SHIFTED]))
    expect(state.lastImport).toMatchObject({ status: 'done', rows: 1 })
    expect(state.lastImport?.rejected).toEqual([{ line: 3, reason: CENSUS_REJECTIONS.unknownDistrict }])
    expect(CENSUS_REJECTIONS.unknownDistrict).toBe('Distrito desconocido: la tercera columna debe ser Norte, Sur, Este, Oeste o Centro.')
    expect(JSON.stringify(state)).not.toContain(DOCUMENT)
    expect(JSON.stringify((await env.DB.prepare('SELECT * FROM census_imports').all()).results)).not.toContain(DOCUMENT)
    await exportDatabase(env, new Date('2026-11-27T03:30:00Z'))
    const backup = await backedUp()
    expect(backup).toContain('Distrito desconocido')
    expect(backup).not.toContain(DOCUMENT)
  })

  it('the reports kept from before this release lose the documents they quoted (migration 0027)', async () => {
    const boss = await admin()
    const old = [
      { line: 2, reason: 'La fecha de nacimiento no existe (se espera AAAA-MM-DD o DD/MM/AAAA).' },
      { line: 3, reason: `Distrito desconocido: «${DOCUMENT}».` },
      { line: 7, reason: `Districte desconegut: «${dni(9)}».` },
    ]
    await env.DB.prepare(
      `INSERT INTO census_imports (admin_id, file_key, encoding, separator, min_age, total_lines, total_bytes, status, rejected)
       VALUES (?1, 'census/antiguo.csv', 'utf-8', ';', 16, 8, 200, 'done', ?2)`,
    )
      .bind(boss.id, JSON.stringify(old))
      .run()
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0027_'))!
    for (const query of migration.queries.filter((q) => q.includes('UPDATE census_imports'))) await env.DB.prepare(query).run()
    expect((await censusState(boss)).lastImport?.rejected).toEqual([
      old[0],
      { line: 3, reason: CENSUS_REJECTIONS.unknownDistrict },
      { line: 7, reason: CENSUS_REJECTIONS.unknownDistrict },
    ])
  })
})

describe('a census file leaves R2 when its import ends', () => {
  it('done or failed for want of a valid line, the file is deleted', async () => {
    const boss = await admin()
    await importCensus(boss, censusFile([`${dni(3)};01/01/1980;Sur`]))
    await importCensus(boss, censusFile([SHIFTED]))
    expect((await censusState(boss)).lastImport).toMatchObject({ status: 'failed' })
    expect(await censusFiles()).toEqual([])
  })

  it('an import the queue lost is given up when a new file replaces it, and its file goes with it', async () => {
    const boss = await admin()
    const lost = await lostImport(boss.id, 45)
    const res = await uploadCensus(boss, censusFile([`${dni(4)};01/01/1980;Este`]))
    expect(res.status).toBe(202)
    expect(await censusFiles()).not.toContain(lost)
    const row = await env.DB.prepare('SELECT status, finished_at FROM census_imports WHERE file_key = ?').bind(lost).first()
    expect(row).toMatchObject({ status: 'failed', finished_at: expect.any(Number) })
  })

  it('the scheduled sweep deletes census files no running import reads, once they are an hour old', async () => {
    const boss = await admin()
    const leftover = 'census/anterior-a-esta-version.csv'
    await env.MEDIA.put(leftover, SHIFTED)
    const running = await lostImport(boss.id, 5)
    await sweep(0)
    expect(await censusFiles()).toContain(leftover)
    await sweep(2)
    expect(await censusFiles()).toEqual([running])
  })
})
