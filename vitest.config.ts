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
    testTimeout: 30_000,
    // Set-up (a migrated database, signed-in staff) is not what a test measures: on a busy
    // shared machine it may take minutes, and only a hang should fail it.
    hookTimeout: 300_000,
  },
});
