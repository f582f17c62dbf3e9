import { defineProject } from 'vitest/config';

/** The unit tests of the local ESLint rules (RuleTester). */
export default defineProject({
  test: {
    name: 'eslint-rules',
    environment: 'node',
    include: ['*.test.ts'],
  },
});
