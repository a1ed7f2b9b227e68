// npm test: SPA build, typecheck, format, lint, unit tests, Worker tests (inside workerd), browser tests (real Worker + Chromium).
// Every suite runs even after a failure, so one run shows everything; the last line is the total,
// `N passed, N failed`, and the exit code is non-zero on any failure.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { QUIET_ENV, ROOT, buildApp } from './lib/local-server.mjs'

const require = createRequire(import.meta.url)
const TSC = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc')
const VITEST = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs')

/** TypeScript projects: the Worker + domain, and the SPA once it has its own configuration. */
const TS_PROJECTS = ['tsconfig.json', 'app/tsconfig.json']
const VITEST_SUITES = [
  { name: 'unit', config: 'vitest.unit.config.ts' },
  { name: 'worker', config: 'vitest.worker.config.ts' },
  { name: 'browser', config: 'vitest.e2e.config.ts' },
  { name: 'rehearsal', config: 'vitest.rehearsal.config.ts' },
]

/** Runs a Node CLI with the Node that runs us (22 under npm), output straight to the terminal. */
function run(script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, env: QUIET_ENV, stdio: 'inherit' })
    child.on('error', () => resolve(1))
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const banner = (text) => console.log(`\n━━ ${text} ━━`)
const results = []
const work = mkdtempSync(join(tmpdir(), 'presupuestos-test-'))

// The SPA build comes first: it regenerates app/route-tree.gen.ts, which the app's typecheck reads, and
// the browser tests then find an up-to-date dist/. Build and typechecks count as one check each.
banner('build (vite build)')
const built = await buildApp({ force: true, quiet: true }).then(
  () => {
    console.log('dist/ construido')
    return true
  },
  (err) => {
    console.error(err.message)
    return false
  },
)
results.push({ name: 'build', passed: built ? 1 : 0, failed: built ? 0 : 1 })

// The Worker's Env type is generated from wrangler.toml (`npm run types`, decision 0028): a configuration
// changed without regenerating it fails here, before the typecheck trusts bindings that are not there.
banner('wrangler types --check')
const WRANGLER = join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js')
const SCRIPTS = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts
const typesArgs = SCRIPTS.types.split(' ').slice(1)
const typed = (await run(WRANGLER, [...typesArgs, '--check'])) === 0
results.push({ name: 'wrangler types', passed: typed ? 1 : 0, failed: typed ? 0 : 1 })

for (const project of TS_PROJECTS.filter((p) => existsSync(join(ROOT, p)))) {
  banner(`typecheck ${project}`)
  const ok = (await run(TSC, ['--noEmit', '-p', project])) === 0
  if (ok) console.log('sin errores de tipos')
  results.push({ name: `typecheck ${project}`, passed: ok ? 1 : 0, failed: ok ? 0 : 1 })
}

// One formatting for the whole tree (biome.json): `npm run format` writes it.
banner('format (biome format)')
const BIOME = join(dirname(require.resolve('@biomejs/biome/package.json')), 'bin', 'biome')
const formatted = (await run(BIOME, ['format', '.'])) === 0
results.push({ name: 'format', passed: formatted ? 1 : 0, failed: formatted ? 0 : 1 })

// Correctness, React hooks and JSX accessibility (biome.json's linter; decision 0039 says what is off and why).
banner('lint (biome lint)')
const linted = (await run(BIOME, SCRIPTS.lint.split(' ').slice(1))) === 0
results.push({ name: 'lint', passed: linted ? 1 : 0, failed: linted ? 0 : 1 })

// Unused files, exports and dependencies (knip.jsonc says where the entries are).
banner('unused code (knip)')
const KNIP = join(ROOT, 'node_modules', 'knip', 'bin', 'knip.js')
const tidy = (await run(KNIP, [])) === 0
if (tidy) console.log('nada sin usar')
results.push({ name: 'knip', passed: tidy ? 1 : 0, failed: tidy ? 0 : 1 })

// The layering of docs/architecture.md (.dependency-cruiser.cjs): `npm run check:layers` names each import that breaks it.
banner('layers (dependency-cruiser)')
const DEPCRUISE = join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs')
const layered = (await run(DEPCRUISE, ['app', 'domain', 'worker', '--config', '.dependency-cruiser.cjs'])) === 0
results.push({ name: 'layers', passed: layered ? 1 : 0, failed: layered ? 0 : 1 })

// Can [env.production] be deployed as it is (no local paths, no local-provider URL, wrangler dry run)?
banner('check:deploy')
const deployable = (await run(join(ROOT, 'scripts', 'check-deploy.mjs'), [])) === 0
results.push({ name: 'check:deploy', passed: deployable ? 1 : 0, failed: deployable ? 0 : 1 })

for (const suite of VITEST_SUITES) {
  banner(`${suite.name} (${suite.config})`)
  const report = join(work, `${suite.name}.json`)
  const code = await run(VITEST, ['run', '--config', suite.config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`])
  const counts = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : { testResults: [] }
  // A file that does not load fails without failing a test, and so does a global setup that throws:
  // each counts as one failure.
  const brokenFiles = counts.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((t) => t.status === 'failed'),
  ).length
  const failed = (counts.numFailedTests ?? 0) + brokenFiles || (code === 0 ? 0 : 1)
  results.push({ name: suite.name, passed: counts.numPassedTests ?? 0, failed })
}
rmSync(work, { recursive: true, force: true })

banner('resumen')
for (const r of results) console.log(`${r.name.padEnd(28)} ${String(r.passed).padStart(4)} passed, ${r.failed} failed`)
const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed }), { passed: 0, failed: 0 })
console.log(`${total.passed} passed, ${total.failed} failed`)
process.exit(total.failed ? 1 : 0)
