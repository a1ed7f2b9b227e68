// npm run deploy: refuses while any production setting in wrangler.toml [env.production] is missing or a
// placeholder (naming which to set), then builds the SPA with those settings, applies the migrations to
// the deployed D1 and deploys both Workers (the portal and the selection consumer) with their production
// configuration.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { ROOT, WORKER_CONFIGS, buildApp, wrangler } from './lib/local-server.mjs'
import { spaSettings } from './lib/production-settings.mjs'

const check = spawnSync(process.execPath, [join(ROOT, 'scripts', 'check-deploy.mjs'), '--strict'], { stdio: 'inherit' })
if (check.status !== 0) {
  console.error('\nNo se despliega: completa los ajustes de arriba en wrangler.toml [env.production] (README, «Desplegar»).')
  process.exit(1)
}
await buildApp({ force: true, settings: spaSettings() })
await wrangler(['d1', 'migrations', 'apply', 'DB', '--remote', '--env', 'production'])
// The portal first, then the selection queue's consumer (decision 0067). A deployment from before that
// decision has the portal registered as the queue's consumer, and a queue takes one: the README («Deploy»)
// says how to hand it over once.
for (const config of WORKER_CONFIGS) await wrangler(['deploy', '--config', config, '--env', 'production'])
