// npm run check:deploy (also inside npm test): can [env.production] be deployed as it is?
//  - nothing local can reach production (LOCAL_MODE, a rehearsal identity origin, the Worker's name);
//  - the production build of the SPA holds no local-provider URL;
//  - the selection consumer's Worker (wrangler.selection.toml, decision 0067) reads the same database and
//    bucket and is the selection queue's only consumer;
//  - `wrangler deploy --dry-run --env production` accepts both configurations and bundles both Workers.
// Placeholders (CAMBIA-ESTO) are reported; with --strict (npm run deploy) they fail the check. Without
// it, as in a fresh clone, the build uses well-formed example values so that the rest is still checked.
// `--config <file>` checks another wrangler.toml (its test does, with a secret left out).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WORKER_CONFIGS, buildApp, wrangler } from './lib/local-server.mjs'
import {
  productionProblems,
  readProductionConfig,
  readWorkerConfigs,
  selectionWorkerProblems,
  spaSettings,
} from './lib/production-settings.mjs'

const strict = process.argv.includes('--strict')
const configAt = process.argv.indexOf('--config')
const config = readProductionConfig(configAt > 0 ? process.argv[configAt + 1] : undefined)
const { problems, forbidden } = productionProblems(config)
// The selection consumer's Worker (decision 0067) is deployed beside the portal's, on the same data.
const { selection } = readWorkerConfigs('production')
forbidden.push(...selectionWorkerProblems({ portal: config, selection }))
if (selection.name !== 'presupuestos-seleccion')
  forbidden.push(`El Worker de selección de producción debe llamarse presupuestos-seleccion (ahora: ${selection.name}).`)
let failed = forbidden.length > 0
for (const line of forbidden) console.error(`✘ ${line}`)
for (const line of problems) console.error(`${strict ? '✘' : '·'} ${line}`)
if (strict && problems.length) failed = true
if (failed) process.exit(1)

const work = mkdtempSync(join(tmpdir(), 'presupuestos-check-'))
try {
  const settings = problems.length
    ? {
        VITE_FIREBASE_API_KEY: 'AIzaEjemploEjemploEjemploEjemplo1234567',
        VITE_GOOGLE_CLIENT_ID: '123456789012-ejemplo.apps.googleusercontent.com',
      }
    : spaSettings(config)
  const dist = join(work, 'dist')
  await buildApp({ quiet: true, outDir: dist, settings })
  // A local-provider URL in the bundle would send residents to paths that answer 404 in production.
  const leaks = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.(js|html|webmanifest|json)$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8')
        for (const pattern of [/__local\//, /origin\}\/identitytoolkit/, /origin\}\/securetoken/, /localhost:\d+/])
          if (pattern.test(text)) leaks.push(`${entry.name}: ${pattern}`)
      }
    }
  }
  walk(dist)
  if (leaks.length) {
    console.error(`✘ La construcción de producción contiene direcciones del proveedor local:\n  ${leaks.join('\n  ')}`)
    process.exit(1)
  }
  console.log('✓ La construcción de producción no contiene direcciones del proveedor local.')
  await wrangler(['deploy', '--dry-run', '--env', 'production', '--outdir', join(work, 'worker'), '--assets', dist], { quiet: true })
  for (const file of WORKER_CONFIGS.slice(1))
    await wrangler(['deploy', '--dry-run', '--config', file, '--env', 'production', '--outdir', join(work, file)], { quiet: true })
  console.log('✓ wrangler deploy --dry-run --env production acepta la configuración de los dos Workers.')
} finally {
  rmSync(work, { recursive: true, force: true })
}
