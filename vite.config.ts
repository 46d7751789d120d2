import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { catalogParts } from './scripts/vite-catalog-parts.js';
import { CHUNK_GROUPS } from './scripts/vite-chunk-groups.js';
import { chunkModules } from './scripts/vite-chunk-modules.js';
import { compressAssets } from './scripts/vite-compress-assets.js';

// The web app lives in src/web; the server serves dist/web, with the brotli and gzip copies the
// build writes beside each file. The manifest lets bench/ measure exactly which files a route loads.
// `vite build --ssr ssr/entry-server.tsx` builds the server's render of the client routes' first screens into
// dist/ssr (decision 033): the same components, for Node, without the browser's chunk plan.
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        root: 'src/web',
        plugins: [react(), catalogParts()],
        build: {
          outDir: '../../dist/ssr',
          emptyOutDir: true,
          sourcemap: false,
          target: 'node20',
        },
      }
    : {
        root: 'src/web',
        plugins: [react(), catalogParts(), chunkModules(), compressAssets()],
        build: {
          outDir: '../../dist/web',
          emptyOutDir: true,
          manifest: true,
          sourcemap: false,
          target: 'es2020',
          rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
        },
        server: {
          proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
        },
      },
);
