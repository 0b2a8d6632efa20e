import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'web/src/**/*.test.ts', 'web/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    // Fewer workers than cores keeps the property tests from starving each other on CI's 2 cores.
    maxWorkers: 2,
  },
});
