import { defineConfig } from 'vitest/config'

// Plain unit tests (no Worker, no browser): shared domain rules, the app's pure logic and the test stand-ins.
export default defineConfig({
  // @app/, @domain/, @worker/ come from tsconfig.json "paths" (decision 0030).
  resolve: { tsconfigPaths: true },
  test: {
    include: ['domain/**/*.test.ts', 'copy/**/*.test.ts', 'schemas/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    passWithNoTests: true,
  },
})
