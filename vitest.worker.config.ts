import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { makeCensusKey } from './scripts/lib/census-key.mjs'
import { makeVapidKeys } from './scripts/lib/vapid-keys.mjs'

// Worker tests run inside workerd with the local wrangler configuration and a fresh D1/R2 per test file.
export default defineConfig(async () => {
  // VAPID keys are secrets (wrangler.toml names them; .dev.vars holds them locally): the tests make their
  // own and hand them over where wrangler looks for required secrets besides .dev.vars.
  Object.assign(process.env, await makeVapidKeys(), { CENSUS_KEY: makeCensusKey() })
  return {
    // @app/, @domain/, @worker/ come from tsconfig.json "paths" (decision 0030).
    resolve: { tsconfigPaths: true },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: { bindings: { TEST_MIGRATIONS: await readD1Migrations('migrations') } },
      }),
    ],
    test: {
      include: ['worker/**/*.test.ts'],
      setupFiles: ['./worker/test/apply-migrations.ts'],
      // A stand-in Web Push service on 127.0.0.1 (the local configuration accepts such endpoints).
      globalSetup: ['./worker/test/push-service-setup.ts'],
      // The parallel-vote and rate-limit tests send hundreds of requests; a loaded 2-core machine needs time.
      testTimeout: 30_000,
    },
  }
})
