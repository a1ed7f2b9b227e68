// Once per `vitest run --config vitest.e2e.config.ts`: a real Worker (wrangler dev) on a free port with a
// FRESH local D1/R2 in a temporary folder, the current SPA build, and the demo data loaded through the
// same seed route `npm start` uses. Tests reach it through `inject('baseURL')` (see harness.ts).
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { ROOT, applyMigrations, buildApp, freePort, seedDemo, startWorker } from '../scripts/lib/local-server.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    seeded: { seeded: boolean; accounts: number; proposals: number }
  }
}

/**
 * What the SPA build is made from; dist/ older than any of these is rebuilt so tests never see stale UI.
 * The build reads the words and schemas too, and from the Worker the page loader and the headers file
 * (vite.config.ts).
 */
const BUILD_INPUTS = [
  'app',
  'domain',
  'copy',
  'schemas',
  'public',
  'index.html',
  'vite.config.ts',
  'worker/paint-first.ts',
  'worker/security-headers.ts',
]

function newestChange(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

function buildIsStale(): boolean {
  const built = join(ROOT, 'dist', 'index.html')
  if (!existsSync(built)) return true
  const inputs = BUILD_INPUTS.map((p) => join(ROOT, p)).filter(existsSync)
  return Math.max(...inputs.map(newestChange)) > statSync(built).mtimeMs
}

export default async function setup(project: TestProject) {
  const state = mkdtempSync(join(tmpdir(), 'presupuestos-e2e-'))
  await buildApp({ force: buildIsStale(), quiet: true })
  // Served from a copy, so that a build started meanwhile (another `npm start` or test run in this
  // working tree) cannot swap the app's files under the running tests.
  const assets = join(state, 'dist')
  cpSync(join(ROOT, 'dist'), assets, { recursive: true })
  await applyMigrations({ persistTo: state })
  const server = await startWorker({ port: await freePort(), persistTo: state, assets })
  try {
    const seeded = await seedDemo(server.url)
    if (!seeded.seeded) throw new Error(`the fresh database was not seeded: ${JSON.stringify(seeded)}`)
    project.provide('baseURL', server.url)
    project.provide('seeded', seeded)
  } catch (err) {
    await server.stop()
    throw err
  }
  return async () => {
    await server.stop()
    rmSync(state, { recursive: true, force: true })
  }
}
