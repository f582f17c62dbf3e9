import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import pkg from './package.json' with { type: 'json' };

// The API of `npm run serve`; TENURE_API_URL points the dev and preview proxies elsewhere.
const api = { '/api': process.env.TENURE_API_URL ?? 'http://localhost:3000' };

/** What a signed-in page needs besides its own code: the layout (header, sidebar, footer) and the features' English. */
const SHELL_ROOTS = ['src/app/layout/ProtectedLayout.tsx', 'src/locales/en-features.ts'].map((file) =>
  path.resolve(import.meta.dirname, file),
);

/** The modules the shell's roots import, directly or not (computed once per build). */
let shellModules: Set<string> | undefined;
function inShell(id: string, ctx: ChunkingContext): boolean {
  if (!shellModules) {
    const seen = new Set<string>();
    const stack = [...SHELL_ROOTS];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    shellModules = seen;
  }
  return shellModules.has(id);
}

export default defineConfig({
  plugins: [react()],
  // The footer shows the package version (SPEC §9: 1.2.6), read here at build time.
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: { proxy: api },
  preview: { proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // A lazily loaded page's imports are fetched with it, not once it has arrived and run; every browser the app
    // supports preloads modules, so without the polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app's own modules (and the domain package) only declare and export: a module none of whose exports
      // a chunk uses stays out of it. Without this, a feature's index.ts would pull every module it re-exports
      // (schemas built at module level look like side effects) into the login page's script.
      treeshake: {
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          { test: /[\\/](apps[\\/]web[\\/]src|packages[\\/]domain)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // Three chunks every signed-in page needs, each one request rather than dozens of small shared ones (a
          // browser fetches six at a time from one origin, so 160 small chunks cost more than their bytes):
          // - react: React and the router, loaded on every page and changing less often than the app, cached
          //   across releases;
          // - start: the rest of what the login page runs (the first script);
          // - shell: the signed-in layout and the features' English, fetched with the first signed-in page.
          // Everything else (Mantine's components, charts, tables, dates…) goes with the pages that use it, so a
          // page downloads what it shows (issue 33).
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            { name: 'start', tags: ['$initial'], priority: 2 },
            { name: (id, ctx) => (inShell(id, ctx) ? 'shell' : null), priority: 1 },
          ],
        },
      },
    },
  },
});
