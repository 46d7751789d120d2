import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compressAssets } from './scripts/vite-compress-assets.js';

// The app's translations run on a small in-house module under the libraries' names, so call
// sites keep `from 'react-i18next'` (decision 020); vitest.config.ts and tsconfig.json say the same.
export const i18nRuntime = [
  {
    find: /^i18next$/,
    replacement: fileURLToPath(new URL('./src/web/i18n/runtime/i18next.ts', import.meta.url)),
  },
  {
    find: /^react-i18next$/,
    replacement: fileURLToPath(new URL('./src/web/i18n/runtime/react-i18next.ts', import.meta.url)),
  },
];

// The web app lives in src/web; the server serves dist/web, with the brotli and gzip copies the
// build writes beside each file. The manifest lets bench/ measure exactly which files a route loads.
export default defineConfig({
  root: 'src/web',
  plugins: [react(), compressAssets()],
  resolve: { alias: i18nRuntime },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2020',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
