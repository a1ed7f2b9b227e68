import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { admin, call, client, newProposal, readProposal, resident, setStatus, visitorContact } from '../test/fixtures'
import { exportDatabase, exportPrefix, pruneExports, type BackupManifest } from './export'
import { REBUILD, insertStatements, loadOrder, parseNdjson } from './restore-sql'

const vote = (id: number, token: string) =>
  call('POST', `/api/proposals/${id}/vote`, { token, headers: { 'content-type': 'application/json' } })

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('')

/** Every row of every exported table, in rowid order. */
async function everyRow(tables: string[]) {
  const rows: Record<string, unknown[]> = {}
  for (const t of tables) rows[t] = (await env.DB.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all()).results
  return rows
}

/** Reads one export back from R2, checking each file against the manifest, and loads it as `npm run restore` does. */
async function restore(manifest: BackupManifest, prefix: string) {
  const statements: string[] = []
  for (const table of loadOrder(manifest.tables)) {
    const object = await env.BACKUPS.get(prefix + table.file)
    if (!object) throw new Error(`missing ${table.file}`)
    const gz = await object.arrayBuffer()
    expect(hex(await crypto.subtle.digest('SHA-256', gz))).toBe(table.sha256)
    const text = await new Response(new Blob([gz]).stream().pipeThrough(new DecompressionStream('gzip'))).text()
    const rows = parseNdjson(text)
    expect(rows).toHaveLength(table.rows)
    statements.push(...insertStatements(table.name, rows))
  }
  await env.DB.batch([env.DB.prepare('PRAGMA defer_foreign_keys = ON'), ...[...statements, ...REBUILD].map((s) => env.DB.prepare(s))])
}

describe('the nightly export (worker/backup) and its restore', () => {
  it('exports every table to R2 with a manifest, and a restore into an empty database finds every row, vote count and history entry', async () => {
    const boss = await admin()
    const ana = await resident('ana')
    const luis = await resident('luis')
    const a = await newProposal({
      token: ana.token,
      fields: { title: "Árboles en la calle O'Donnell", description: 'Sombra para el verano; «con comillas» y un salto\nde línea.' },
    })
    const b = await newProposal({ fields: { ...visitorContact, title: 'Bancos en la plaza del mercado' } })
    await vote(a.id, ana.token)
    await vote(a.id, luis.token)
    await vote(b.id, luis.token)
    await setStatus(boss, a.id, 'approved')
    await setStatus(boss, b.id, 'rejected')
    const history = async () => (await (await client(boss.token).admin.history.$get({ query: {} })).json()) as unknown
    const search = async () => (await (await client().proposals.$get({ query: { q: 'arboles' } })).json()) as { id: number }[]

    const at = new Date('2026-11-24T03:30:00Z')
    const manifest = await exportDatabase(env, at)
    const tables = manifest.tables.map((t) => t.name)
    expect(tables).toEqual(expect.arrayContaining(['proposals', 'users', 'vote_receipts', 'audit_log', 'data_versions']))
    expect(manifest.skipped).toEqual(expect.arrayContaining(['proposals_fts', 'proposals_fts_data', 'd1_migrations', 'local_idp_accounts']))
    expect(tables.some((t) => t.startsWith('proposals_fts') || t.startsWith('local_idp_'))).toBe(false)
    expect(manifest.migration).toMatch(/^\d{4}_/)
    const before = await everyRow(tables)
    for (const t of manifest.tables) expect(t.rows, t.name).toBe(before[t.name].length)
    expect(before.proposals).toHaveLength(2)
    const votesBefore = [(await readProposal(a.id)).votes, (await readProposal(b.id)).votes]
    expect(votesBefore).toEqual([2, 1])
    const historyBefore = await history()
    expect(await search()).toHaveLength(1)
    const written = JSON.parse(await (await env.BACKUPS.get(`${exportPrefix(at)}manifest.json`))!.text())
    expect(written).toEqual(manifest)

    // An empty database at the same migration level (the test's own, as `npm run restore` applies them first).
    await env.DB.batch([env.DB.prepare('PRAGMA defer_foreign_keys = ON'), ...tables.map((t) => env.DB.prepare(`DELETE FROM "${t}"`))])
    expect(await search()).toHaveLength(0)
    await restore(manifest, exportPrefix(at))

    expect(await everyRow(tables)).toEqual(before)
    expect([(await readProposal(a.id)).votes, (await readProposal(b.id)).votes]).toEqual(votesBefore)
    expect(await history()).toEqual(historyBefore)
    // The search index is rebuilt from the restored proposals.
    expect((await search()).map((p) => p.id)).toEqual([a.id])
  })

  it('keeps BACKUP_KEEP_DAYS of exports and deletes older ones, complete or not', async () => {
    const now = new Date('2026-11-24T03:30:00Z')
    const old = exportPrefix(new Date(now.getTime() - 31 * 86_400_000))
    const recent = exportPrefix(new Date(now.getTime() - 29 * 86_400_000))
    for (const prefix of [old, recent]) await env.BACKUPS.put(`${prefix}users.ndjson.gz`, 'x')
    await env.BACKUPS.put(`${old}manifest.json`, '{}')
    expect(await pruneExports(env, now)).toEqual([old])
    const left = (await env.BACKUPS.list({ prefix: 'backups/' })).objects.map((o) => o.key)
    expect(left).toEqual([`${recent}users.ndjson.gz`])
  })
})
