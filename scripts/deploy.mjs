// npm run deploy: refuses while any production setting in wrangler.toml [env.production] is missing or a
// placeholder (naming which to set), then builds the SPA with those settings, applies the migrations to
// the deployed D1 and deploys the Worker with the production configuration.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { ROOT, buildApp, wrangler } from './lib/local-server.mjs'
import { spaSettings } from './lib/production-settings.mjs'

const check = spawnSync(process.execPath, [join(ROOT, 'scripts', 'check-deploy.mjs'), '--strict'], { stdio: 'inherit' })
if (check.status !== 0) {
  console.error('\nNo se despliega: completa los ajustes de arriba en wrangler.toml [env.production] (README, «Desplegar»).')
  process.exit(1)
}
await buildApp({ force: true, settings: spaSettings() })
await wrangler(['d1', 'migrations', 'apply', 'DB', '--remote', '--env', 'production'])
await wrangler(['deploy', '--env', 'production'])
