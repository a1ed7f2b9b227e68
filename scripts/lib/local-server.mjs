// Runs the real Worker locally (wrangler dev: workerd with a local D1 and R2) for `npm start`, the
// browser tests and the benchmark. One place knows how to build, migrate, start and wait.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { makeCensusKey } from './census-key.mjs'
import { makeVapidKeys } from './vapid-keys.mjs'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const require = createRequire(import.meta.url)
const WRANGLER = join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js')
const VITE = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js')

/** No telemetry, and no lookup of Cloudflare's hosts for request.cf (it would fail offline, slowly). */
export const QUIET_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_UPDATE_NOTIFIER: '1' }

/** Runs a Node CLI with the Node that runs us (22, through npm), resolving with its output. */
function runNode(script, args, { quiet = false, input, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, env: { ...QUIET_ENV, ...env }, stdio: ['pipe', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
      if (!quiet) process.stdout.write(d)
    })
    child.stderr.on('data', (d) => {
      out += d
      if (!quiet) process.stderr.write(d)
    })
    child.stdin.end(input)
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${args.slice(0, 3).join(' ')} failed (${code}):\n${out.slice(-2000)}`)),
    )
  })
}

export const wrangler = (args, opts) => runNode(WRANGLER, args, opts)
const persistArgs = (persistTo) => (persistTo ? ['--persist-to', persistTo] : [])

/**
 * Builds the SPA into dist/ (always when asked, otherwise only when there is no build yet). `settings`
 * are VITE_* variables (the production identity settings); `outDir` builds elsewhere than dist/.
 */
export async function buildApp({ force = false, quiet = false, settings = {}, outDir } = {}) {
  if (!existsSync(join(ROOT, 'vite.config.ts'))) return
  if (!force && !outDir && existsSync(join(ROOT, 'dist', 'index.html'))) return
  // Always a production build, also when called from a test runner that set NODE_ENV=test (which would
  // give React's development build: bigger, slower, and not what residents get).
  await runNode(VITE, ['build', ...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : [])], {
    quiet,
    env: { NODE_ENV: 'production', ...settings },
  })
}

/**
 * The portal's two Workers (decision 0067): the public one (wrangler.toml: the API, the pages, the assets)
 * and the selection queue's consumer (wrangler.selection.toml), whose isolates serve no request. `wrangler
 * dev` runs both in one local runtime, the first answering on the port, both on the same local D1 and R2;
 * a deploy deploys both.
 */
export const WORKER_CONFIGS = ['wrangler.toml', 'wrangler.selection.toml']

/** `env` picks a wrangler.toml environment ('production' for the rehearsal); the default is the local one. */
const envArgs = (env) => (env ? ['--env', env] : [])

export function applyMigrations({ persistTo, env, quiet = true } = {}) {
  return wrangler(['d1', 'migrations', 'apply', 'DB', '--local', ...envArgs(env), ...persistArgs(persistTo)], { quiet })
}

/** Runs SQL (a string) against the local D1. */
export function executeSql(sql, { persistTo, env, json = false } = {}) {
  return wrangler(
    ['d1', 'execute', 'DB', '--local', ...envArgs(env), ...persistArgs(persistTo), ...(json ? ['--json'] : []), '--command', sql],
    { quiet: true },
  )
}

export function executeSqlFile(file, { persistTo } = {}) {
  return wrangler(['d1', 'execute', 'DB', '--local', ...persistArgs(persistTo), '--file', file], { quiet: true })
}

/**
 * The local secrets wrangler dev reads from .dev.vars (never committed): VAPID keys for Web Push and
 * the census key, made once per checkout. A deploy sets its own with `wrangler secret put` (README).
 */
async function ensureLocalSecrets() {
  const file = join(ROOT, '.dev.vars')
  const current = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const keys = {
    ...(/^VAPID_PRIVATE_KEY=/m.test(current) ? {} : await makeVapidKeys()),
    ...(/^CENSUS_KEY=/m.test(current) ? {} : { CENSUS_KEY: makeCensusKey() }),
  }
  if (!Object.keys(keys).length) return
  const lines = Object.entries(keys).map(([k, v]) => `${k}='${v}'`)
  writeFileSync(file, `${current}${current && !current.endsWith('\n') ? '\n' : ''}${lines.join('\n')}\n`)
}

/**
 * Starts `wrangler dev` with both Workers and resolves once the API answers. `stop()` ends it (and its workerd).
 * `assets` serves the SPA from another folder than dist/ (the browser tests serve a snapshot of it).
 * @returns {Promise<{ url: string, stop: () => Promise<void>, output: () => string }>}
 */
export async function startWorker({
  port = 8787,
  persistTo,
  assets,
  env,
  vars = {},
  quiet = true,
  timeoutMs = 60_000,
  testScheduled = false,
} = {}) {
  await ensureLocalSecrets()
  const args = [
    WRANGLER,
    'dev',
    ...WORKER_CONFIGS.flatMap((config) => ['--config', config]),
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--log-level',
    quiet ? 'warn' : 'info',
    ...envArgs(env),
    ...persistArgs(persistTo),
    ...(assets ? ['--assets', assets] : []),
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    // /__scheduled?cron=… runs the Worker's Cron Triggers on demand (the backup test's export).
    ...(testScheduled ? ['--test-scheduled'] : []),
  ]
  const child = spawn(process.execPath, args, { cwd: ROOT, env: QUIET_ENV, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  const collect = (stream, sink) =>
    stream.on('data', (d) => {
      output += d
      if (!quiet) sink.write(d)
    })
  collect(child.stdout, process.stdout)
  collect(child.stderr, process.stderr)
  const url = `http://localhost:${port}`
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        resolve()
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {}
      }, 5000).unref()
    })
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}):\n${output.slice(-3000)}`)
    try {
      const res = await fetch(`${url}/api/system-config`)
      if (res.ok) return { url, stop, output: () => output }
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  throw new Error(`wrangler dev did not answer on ${url} within ${timeoutMs} ms:\n${output.slice(-3000)}`)
}

/** A free TCP port on 127.0.0.1. */
export async function freePort() {
  const { createServer } = await import('node:net')
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Loads the demo data through the Worker's own loader (POST /__local/seed); it skips a non-empty database. */
export async function seedDemo(url) {
  const { readFileSync, readdirSync } = await import('node:fs')
  const dir = join(ROOT, 'scripts', 'demo-data')
  const form = new FormData()
  form.set('data', readFileSync(join(dir, 'demo.json'), 'utf8'))
  for (const file of readdirSync(join(dir, 'photos'))) {
    const name = file.replace(/(-thumb)?\.jpg$/, '')
    const field = file.includes('-thumb') ? `thumb:${name}` : `photo:${name}`
    form.set(field, new Blob([readFileSync(join(dir, 'photos', file))], { type: 'image/jpeg' }), file)
  }
  const res = await fetch(`${url}/__local/seed`, { method: 'POST', body: form })
  if (!res.ok) throw new Error(`demo data not loaded: ${res.status} ${await res.text()}`)
  return res.json()
}

export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@presupuestos.test', password: 'demo-admin-2026' },
  { role: 'vecina', email: 'vecina@presupuestos.test', password: 'demo-vecina-2026' },
]
