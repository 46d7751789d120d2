import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from '../../scripts/vite-compress-assets.js';

// Built the way vite.config.ts builds the product (same plugins, target, compressed copies), so
// the two pages differ only in what they contain.
export default defineConfig({
  root: 'bench/bare-react',
  plugins: [react(), compressAssets()],
  logLevel: 'warn',
  build: {
    outDir: '../../dist/bench-bare-react',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2020',
  },
});
