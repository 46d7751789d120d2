import { defineConfig } from 'vitest/config';
import { catalogParts } from './scripts/vite-catalog-parts.js';

/** Browser-side tests mock modules (vi.mock) and globals: each file gets fresh modules. */
const WEB_TESTS = ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'];

export default defineConfig({
  plugins: [catalogParts()],
  test: {
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // No test measures speed (benchmarks do, in bench/): on a busy shared machine a test or its
    // set-up (a database, signed-in staff, a PDF) may take minutes, and only a hang should fail.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    projects: [
      { extends: true, test: { name: 'web', include: WEB_TESTS } },
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: [...WEB_TESTS, '**/node_modules/**'],
          // The server's tests share a worker's loaded modules instead of loading the whole
          // server again for each of ~150 files (about 60% of the suite's time). Each file makes
          // its own app and database; nothing in them mocks modules or globals, and
          // scripts/isolation.test.ts keeps it that way.
          isolate: false,
        },
      },
    ],
  },
});
