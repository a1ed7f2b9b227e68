import { defineConfig } from 'vitest/config'

// The production rehearsal (scripts/lib/rehearsal.mjs): production build, Worker in its production
// configuration, identity and Google on origins of their own; driven by the same browser harness.
export default defineConfig({
  // @app/, @domain/, @worker/ come from tsconfig.json "paths" (decision 0030).
  resolve: { tsconfigPaths: true },
  test: {
    include: ['e2e/rehearsal/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/rehearsal/global-setup.ts'],
    hookTimeout: 240_000,
    testTimeout: 90_000,
    fileParallelism: false,
  },
})
