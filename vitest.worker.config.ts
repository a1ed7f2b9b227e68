import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { makeCensusKey } from './scripts/lib/census-key.mjs'
import { makeVapidKeys } from './scripts/lib/vapid-keys.mjs'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

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
        // The public Worker and the selection queue's consumer, a Worker of its own everywhere else
        // (wrangler.selection.toml, decision 0067), in one test Worker that consumes the selection queue
        // with the settings of that file's [[queues.consumers]] (copied, not read: wrangler cannot be loaded
        // by the tools that read this configuration without running Vitest, such as knip).
        main: './worker/test/with-selection-consumer.ts',
        miniflare: {
          queueConsumers: { 'presupuestos-seleccion': { maxBatchSize: 1, maxBatchTimeout: 1, maxRetries: 3 } },
          bindings: { TEST_MIGRATIONS: await readD1Migrations('migrations') },
          // Nothing beyond this machine: a Worker configured for production asks Google for its keys, and
          // here gets a 502 as from a proxy with no way out, never a DNS lookup or a request to the internet.
          outboundService: async (request: Request) => {
            if (!LOOPBACK.has(new URL(request.url).hostname)) return new Response('sin red en las pruebas', { status: 502 })
            // Miniflare's Request is its own class: passed on by its parts to Node's fetch.
            const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer()
            return fetch(request.url, { method: request.method, headers: [...request.headers], body, redirect: 'manual' })
          },
        },
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
