import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The browser bundle runs on Preact through `preact/compat` (decision 007): React's own DOM
 * renderer alone is ~58 KB gzip, too much for the 130 KB client-route budget. The code is written
 * and type-checked against React's API; only the bundle swaps the implementation.
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// The web app lives in src/web; the server serves dist/web. The manifest lets bench/ measure
// exactly which files a route loads.
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  resolve: { alias: preactCompat },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2020',
    rollupOptions: {
      onwarn(warning, warn) {
        // React Router feature-detects React 19's `use` and `useOptimistic` and falls back when
        // they are missing, as they are under preact/compat: expected, not a defect.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && /react-router/.test(warning.id ?? '')) return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
