import { defineConfig } from 'vitest/config'

// Plain unit tests (no Worker, no browser): shared domain rules and the app's pure logic.
export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'app/**/*.test.ts'],
    environment: 'node',
    passWithNoTests: true,
  },
})
