import { defineConfig } from 'vitest/config';

/** Browser tests: one real server for the run (support/globalSetup.ts), files one after another. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
