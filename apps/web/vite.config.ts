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
    // Libraries change less often than the app: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'mantine', test: /node_modules[\\/]@(mantine|tabler)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
