import { defineConfig } from 'vitest/config';
import { catalogParts } from './scripts/vite-catalog-parts.js';

export default defineConfig({
  plugins: [catalogParts()],
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // No test measures speed (benchmarks do, in bench/): on a busy shared machine a test or its
    // set-up (a database, signed-in staff, a PDF) may take minutes, and only a hang should fail.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
