import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'bench/bare-react',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: '../../dist/bench-bare-react',
    emptyOutDir: true,
    manifest: true,
    target: 'es2020',
  },
});
