import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { CENSUS_ERRORS, CENSUS_REJECTIONS } from '@copy'
import { CHUNK_BYTES } from '../census/import'
import { censusFile, censusState, dni, importCensus, uploadCensus } from '../test/census'
import { admin, errorOf } from '../test/fixtures'

const activeRows = async () =>
  (
    await env.DB.prepare('SELECT count(*) AS n FROM census_records WHERE generation = (SELECT generation FROM census_active)').first<{
      n: number
    }>()
  )?.n

describe('the census import (POST/GET /api/admin/census)', () => {
  it('imports a file of several slices, reports each rejected line with its reason, and switches only at the end', async () => {
    const boss = await admin()
    expect((await censusState(boss)).active).toBeNull()
    // ~600 KB: three slices for the consumer.
    const count = Math.ceil((2.5 * CHUNK_BYTES) / 30)
    const lines = Array.from({ length: count }, (_, i) => `${dni(i + 1)};01/02/1980;${['Norte', 'Sur', 'Este', 'Oeste', 'Centro'][i % 5]}`)
    lines.splice(
      10,
      0,
      '12345678A;1980-01-01;Norte',
      `${dni(1)};01/02/1980;Norte`,
      '12345678Z;1980-02-30;Sur',
      '12345678Z;1980-01-01;Marte',
    )
    const state = await importCensus(boss, censusFile(lines))
    expect(state.active).toMatchObject({ rows: count })
    expect(state.importing).toBeNull()
    expect(state.lastImport).toMatchObject({ status: 'done', rows: count, rejectedCount: 4 })
    expect(state.lastImport?.rejected).toEqual([
      { line: 12, reason: CENSUS_REJECTIONS.badLetter },
      { line: 13, reason: CENSUS_REJECTIONS.duplicate },
      { line: 14, reason: CENSUS_REJECTIONS.badDate },
      { line: 15, reason: CENSUS_REJECTIONS.unknownDistrict },
    ])
    expect(await activeRows()).toBe(count)
    // Never a document: only 64-hex HMACs.
    const sample = await env.DB.prepare('SELECT hash, district, votes_from FROM census_records LIMIT 1').first<Record<string, string>>()
    expect(sample?.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(sample?.votes_from).toBe('1996-02-01')
    const all = JSON.stringify((await env.DB.prepare('SELECT * FROM census_imports').all()).results)
    expect(all).not.toContain(dni(1))
  })

  it('a re-import replaces the census whole; a file without one valid row never does', async () => {
    const boss = await admin()
    await importCensus(boss, censusFile([`${dni(7)};1990-01-01;Norte`, `${dni(8)};1990-01-01;Sur`]))
    const first = (await censusState(boss)).active
    const second = await importCensus(boss, censusFile([`${dni(9)};1990-01-01;Este`]))
    expect(second.active?.rows).toBe(1)
    expect(second.active?.since).not.toBe(first?.since)
    // The old generation's rows are deleted by the cleanup message.
    await expect.poll(async () => (await env.DB.prepare('SELECT count(*) AS n FROM census_records').first<{ n: number }>())?.n).toBe(1)

    const bad = await importCensus(
      boss,
      censusFile(['=HYPERLINK("http://x");1990-01-01;Norte', 'uno;dos', `${dni(3)};1990-01-01;Norte;sobra`]),
    )
    expect(bad.lastImport).toMatchObject({ status: 'failed', rows: 0, rejectedCount: 3, failure: CENSUS_ERRORS.noValidRows })
    expect(bad.active).toEqual(second.active)
  })

  it('reads Windows-1252 and comma-separated files, ignores blank lines and refuses control characters', async () => {
    const boss = await admin()
    // 'Documento,Fecha,Distrito' then rows, one with a Windows-1252 'é' in an unknown district.
    const text = `Documento,Fecha,Distrito\r\n${dni(21)},1975-05-05,Oeste\r\n\r\n${dni(22)},1975-05-05,Caf\u00e9\r\n${dni(23)},1975-05-05,Nor\u0001te\r\n`
    const bytes = Uint8Array.from(text, (ch) => ch.charCodeAt(0))
    const state = await importCensus(boss, new File([bytes], 'padron.csv'))
    expect(state.lastImport).toMatchObject({ status: 'done', rows: 1 })
    expect(state.lastImport?.rejected).toEqual([
      { line: 4, reason: CENSUS_REJECTIONS.unknownDistrict },
      { line: 5, reason: CENSUS_REJECTIONS.controlChars },
    ])
  })

  it('refuses an empty file, a missing file and one over the limit, writing nothing', async () => {
    const boss = await admin()
    const before = await censusState(boss)
    const empty = await uploadCensus(boss, new File([' \r\n'], 'vacio.csv'))
    expect(await errorOf(empty)).toMatchObject({ error: 'VALIDATION', message: CENSUS_ERRORS.fileEmpty })
    const big = await uploadCensus(boss, new File([new Uint8Array(31 * 1024 * 1024).fill(0x41)], 'enorme.csv'))
    expect(await errorOf(big)).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: CENSUS_ERRORS.fileTooLarge(30) })
    expect(await censusState(boss)).toEqual(before)
    expect((await env.MEDIA.list({ prefix: 'census/' })).objects).toHaveLength(0)
  })
})
