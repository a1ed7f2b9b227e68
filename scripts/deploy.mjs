// npm run deploy: builds the app, applies the migrations to the deployed D1 and deploys the Worker with
// the production configuration ([env.production] of wrangler.toml: no local provider, Google's keys).
import { buildApp, wrangler } from './lib/local-server.mjs'

await buildApp({ force: true })
await wrangler(['d1', 'migrations', 'apply', 'DB', '--remote', '--env', 'production'])
await wrangler(['deploy', '--env', 'production'])
