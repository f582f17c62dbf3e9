import { defineConfig } from 'vitest/config';

/** `npm test`: unit and API suites of every workspace, and the local lint rules. Browser tests are `npm run test:e2e`. */
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'tools/eslint/vitest.config.ts',
    ],
  },
});
