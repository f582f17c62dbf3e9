import { defineConfig } from 'vitest/config';

/**
 * Browser tests: E2E_WORKERS files at a time (default 3), each worker with a server of its own
 * (support/globalSetup.ts) that sees that worker's files one after another. A file spends most of
 * its time waiting for pages, so three share two cores well.
 */
const named = process.argv.filter((arg) => /\.test\.ts$/.test(arg)).length;
// No more workers (and servers) than the files named on the command line: a run of one file starts one.
const workers = Math.max(1, Math.min(Number(process.env.E2E_WORKERS ?? 3), named || Infinity));

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/globalSetup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // A bound for a story that hangs, not a speed target: three files at a time on two cores slow each down.
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
