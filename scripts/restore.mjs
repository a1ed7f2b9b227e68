// npm run restore -- <carpeta> [--persist-to <dir>]: loads one nightly export (worker/backup, decision 0042)
// into an empty local database. The folder holds the export as the BACKUPS bucket keeps it: manifest.json
// and one <tabla>.ndjson.gz per table. Or straight from the bucket:
//   npm run restore -- --r2 backups/2026-11-24T03-30-00Z/ [--remote | --r2-persist-to <dir>]
// downloads it first with `wrangler r2 object get` (--remote: Cloudflare's bucket; otherwise the local one).
// Steps: check every file against the manifest's SHA-256; apply the migrations; refuse a database that
// already holds data or an export newer than this checkout's migrations; load the rows; rebuild the
// search index; count every table against the manifest.
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { gunzipSync } from 'node:zlib'
import { REBUILD, insertStatements, loadOrder, parseNdjson } from '../worker/backup/restore-sql.ts'
import { applyMigrations, executeSql, executeSqlFile, wrangler } from './lib/local-server.mjs'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'persist-to': { type: 'string' }, r2: { type: 'string' }, remote: { type: 'boolean' }, 'r2-persist-to': { type: 'string' } },
})
const fail = (message) => {
  console.error(`✗ ${message}`)
  process.exit(1)
}
if (positionals.length !== (values.r2 ? 0 : 1))
  fail('Uso: npm run restore -- <carpeta de la copia> | --r2 backups/<fecha>/ [--persist-to <dir>]')
const persistTo = values['persist-to'] && resolve(values['persist-to'])
const work = mkdtempSync(join(tmpdir(), 'presupuestos-restore-'))
process.on('exit', () => rmSync(work, { recursive: true, force: true }))

/** Downloads one object of the backups' bucket into the work folder. */
async function download(key) {
  const where = values.remote
    ? ['--remote']
    : ['--local', ...(values['r2-persist-to'] ? ['--persist-to', resolve(values['r2-persist-to'])] : [])]
  const file = join(work, 'copia', key.split('/').pop())
  await wrangler(['r2', 'object', 'get', `presupuestos-copias/${key}`, ...where, '--file', file], { quiet: true }).catch((error) =>
    fail(`No se pudo descargar ${key}: ${error.message.split('\n').find((l) => l.includes('ERROR')) ?? error.message}`),
  )
}
let folder = positionals[0] && resolve(positionals[0])
if (values.r2) {
  const prefix = values.r2.endsWith('/') ? values.r2 : `${values.r2}/`
  mkdirSync(join(work, 'copia'))
  console.log(`· Descargando ${prefix} del bucket de copias…`)
  await download(`${prefix}manifest.json`)
  const listed = JSON.parse(readFileSync(join(work, 'copia', 'manifest.json'), 'utf8'))
  for (const table of listed.tables ?? []) await download(prefix + table.file)
  folder = join(work, 'copia')
}

let manifest
try {
  manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'))
} catch {
  fail(`No hay un manifest.json legible en ${folder}: una copia sin manifiesto está incompleta.`)
}
// /2 may list a big table in several files, in order; /1 had one file per table.
if (!['presupuestos-backup/1', 'presupuestos-backup/2'].includes(manifest.format)) fail(`Formato de copia desconocido: ${manifest.format}`)

console.log(`· Copia del ${manifest.createdAt} (migración ${manifest.migration}): comprobando ${manifest.tables.length} archivos…`)
const files = loadOrder(manifest.tables).map((table) => {
  const gz = readFileSync(join(folder, table.file))
  const sha256 = createHash('sha256').update(gz).digest('hex')
  if (sha256 !== table.sha256) fail(`${table.file}: la suma SHA-256 no coincide con el manifiesto (archivo dañado o cambiado).`)
  const rows = parseNdjson(gunzipSync(gz).toString('utf8'))
  if (rows.length !== table.rows) fail(`${table.file}: ${rows.length} filas, el manifiesto dice ${table.rows}.`)
  return { ...table, rows }
})
// One entry per table, its files' rows in order.
const byName = new Map()
for (const file of files) {
  if (byName.has(file.name)) byName.get(file.name).rows.push(...file.rows)
  else byName.set(file.name, { name: file.name, rows: file.rows })
}
const tables = [...byName.values()]

/** Each statement's rows, from wrangler's --json answer. */
async function query(sql) {
  const out = await executeSql(sql, { persistTo, json: true })
  return JSON.parse(out.slice(out.indexOf('['))).map((answer) => answer.results)
}
/** Rows per table, one statement each (D1 limits how many SELECTs one UNION may join). */
const countRows = async () =>
  (await query(tables.map((t) => `SELECT '${t.name}' AS name, COUNT(*) AS n FROM "${t.name}";`).join('\n'))).map((rows) => rows[0])

console.log('· Aplicando las migraciones a la base de datos local…')
await applyMigrations({ persistTo })
const applied = (await query('SELECT name FROM d1_migrations ORDER BY id'))[0].map((r) => r.name)
if (manifest.migration && !applied.includes(manifest.migration)) {
  fail(`La copia es de la migración ${manifest.migration}, que este código no tiene: restáurela con la versión que la hizo.`)
}
const counts = await countRows()
const busy = counts.filter((c) => c.n > 0 && c.name !== 'data_versions')
if (busy.length) fail(`La base de datos local no está vacía (${busy.map((c) => c.name).join(', ')}): \`npm run reset\` la borra.`)

console.log('· Cargando las filas…')
const file = join(work, 'restore.sql')
const statements = ['PRAGMA defer_foreign_keys = ON;', ...tables.flatMap((t) => insertStatements(t.name, t.rows)), ...REBUILD]
writeFileSync(file, `${statements.join('\n')}\n`)
await executeSqlFile(file, { persistTo })

const after = await countRows()
const wrong = tables.filter((t) => after.find((c) => c.name === t.name)?.n !== t.rows.length)
if (wrong.length) fail(`Tras cargar, no cuadran las filas de: ${wrong.map((t) => t.name).join(', ')}.`)
const total = tables.reduce((n, t) => n + t.rows.length, 0)
console.log(`✓ Restauradas ${total} filas de ${tables.length} tablas; índice de búsqueda reconstruido. \`npm start\` la sirve.`)
