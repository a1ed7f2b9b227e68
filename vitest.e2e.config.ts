import { defineConfig } from 'vitest/config'
import { CensusChannelsLast } from './e2e/census-channels-last.ts'

// Browser tests (e2e/harness.ts): one real Worker per run, one Chromium per file, files one at a time.
export default defineConfig({
  // @app/, @domain/, @worker/ come from tsconfig.json "paths" (decision 0030).
  resolve: { tsconfigPaths: true },
  test: {
    include: ['e2e/**/*.test.ts'],
    // The production rehearsal has its own servers and configuration (vitest.rehearsal.config.ts).
    exclude: ['e2e/rehearsal/**'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    // Starting wrangler and building the SPA take a while on a 2-core machine; so does a cold page.
    hookTimeout: 180_000,
    testTimeout: 60_000,
    fileParallelism: false,
    sequence: { sequencer: CensusChannelsLast },
  },
})
