import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { admin, call, client, newProposal, readProposal, resident, setStatus, visitorContact } from '../test/fixtures'
import { continueExport, exportDatabase, exportPrefix, pruneExports, type BackupManifest } from './export'
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
    const manifest = (await exportDatabase(env, at))!
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

  it('an export bigger than one invocation’s share goes on in the next invocations, within the budget, and is the same copy', async () => {
    const boss = await admin()
    const people = [await resident('ana'), await resident('luis'), await resident('eva')]
    const ids: number[] = []
    for (let i = 0; i < 4; i++)
      ids.push((await newProposal({ token: people[i % 3].token, fields: { title: `Propuesta número ${i} del barrio` } })).id)
    for (const p of people) for (const id of ids.slice(0, 3)) await vote(id, p.token)
    await setStatus(boss, ids[0], 'approved')

    // Every D1 statement an invocation prepares, counted.
    let prepared = 0
    const db = env.DB
    const counted = {
      ...env,
      DB: new Proxy(db, {
        get: (target, key) =>
          key === 'prepare'
            ? (sql: string) => {
                prepared++
                return target.prepare(sql)
              }
            : Reflect.get(target, key, target),
      }),
    } as typeof env
    const limits = { queries: 4, page: 2 }
    const at = new Date('2026-11-25T03:30:00Z')
    const prefix = exportPrefix(at)
    let manifest = await exportDatabase(counted, at, limits)
    let invocations = 1
    expect(prepared).toBeLessThanOrEqual(limits.queries)
    expect(manifest).toBeNull()
    // Unfinished: no manifest, so nothing would restore it.
    expect(await env.BACKUPS.get(`${prefix}manifest.json`)).toBeNull()
    while (!manifest) {
      prepared = 0
      manifest = await continueExport(counted)
      expect(prepared, `invocation ${++invocations}`).toBeLessThanOrEqual(limits.queries)
      if (invocations > 500) throw new Error('the export never finishes')
    }
    expect(invocations).toBeGreaterThan(10)
    expect(await env.BACKUPS.get(`${prefix}progress.json`)).toBeNull()
    expect(JSON.parse(await (await env.BACKUPS.get(`${prefix}manifest.json`))!.text())).toEqual(manifest)
    // A big table came in several files, in order.
    const receipts = manifest.tables.filter((t) => t.name === 'vote_receipts').map((t) => t.file)
    expect(receipts.length).toBeGreaterThan(1)
    expect(receipts).toEqual(receipts.map((_, i) => (i === 0 ? 'vote_receipts.ndjson.gz' : `vote_receipts.${i + 1}.ndjson.gz`)))
    // Nothing more to do once it is complete.
    expect(await continueExport(counted)).toBeNull()

    // The same copy, byte for byte once unzipped, as one invocation with room enough makes.
    const whole = (await exportDatabase(env, new Date('2026-11-25T04:00:00Z')))!
    const text = async (key: string) => new Response((await env.BACKUPS.get(key))!.body.pipeThrough(new DecompressionStream('gzip'))).text()
    const tables = whole.tables.map((t) => t.name)
    expect([...new Set(manifest.tables.map((t) => t.name))]).toEqual(tables)
    for (const t of whole.tables) {
      let parts = ''
      for (const part of manifest.tables.filter((p) => p.name === t.name)) parts += await text(prefix + part.file)
      expect(parts, t.name).toBe(await text(exportPrefix(new Date('2026-11-25T04:00:00Z')) + t.file))
    }

    // And it restores into an empty database, every row identical.
    const before = await everyRow(tables)
    await env.DB.batch([env.DB.prepare('PRAGMA defer_foreign_keys = ON'), ...tables.map((t) => env.DB.prepare(`DELETE FROM "${t}"`))])
    await restore(manifest, prefix)
    expect(await everyRow(tables)).toEqual(before)
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
