import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };

// The API of `npm run serve`; TENURE_API_URL points the dev and preview proxies elsewhere.
const api = { '/api': process.env.TENURE_API_URL ?? 'http://localhost:3000' };

export default defineConfig({
  plugins: [react()],
  // The footer shows the package version (SPEC §9: 1.2.6), read here at build time.
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: { proxy: api },
  preview: { proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: false,
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
          // React and the router load on every page and change less often than the app: one chunk, cached
          // across releases. Everything else (Mantine's components, charts, tables, dates…) goes with the
          // pages that use it, so a page downloads what it shows (issue 33).
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
