import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { tenure } from './tools/eslint/index.ts';

/**
 * `npm run lint` (with `prettier --check .`). Syntax-only TypeScript rules (no type information): `tsc` already
 * type-checks every workspace in CI, and a type-aware lint of the whole tree would cost minutes.
 */
export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'apps/api/src/db/migrations/',
      'e2e/artifacts/',
      'e2e/test-results/',
      'bench/results/',
      'test-results/',
      'data/',
      '.tmp/',
    ],
  },
  // A disable comment that no longer silences anything fails the lint, so none outlives its reason.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'import-x': importX, tenure },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Imports name their `.ts` file; workspace packages resolve through node_modules to their `exports`.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `tsc` reports unused locals and parameters already (noUnusedLocals, noUnusedParameters).
      '@typescript-eslint/no-unused-vars': 'off',
      // Input checks match control characters on purpose (NUL bytes, C0 controls), always written as escapes.
      'no-control-regex': 'off',
      // Follows imports and `export … from` re-exports (so cycles through index.ts count); `import type` is skipped,
      // being erased at build time (verbatimModuleSyntax).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Modules and features import each other only through index.ts; see tools/eslint/boundaries.ts.
      'tenure/boundaries': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    // Only the two classic rules: the React Compiler rules of the plugin's `recommended` need code written for the compiler.
    plugins: { 'react-hooks': { rules: reactHooks.rules } },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
