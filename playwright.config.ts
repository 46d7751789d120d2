import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database for every run, unless DATABASE_URL names a (fresh) server database.
// Kept in the environment so workers (which load this file again) and the global setup, which
// reads the server's first-admin setup link from it, all see the same directory.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'clinic-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'e2e',
  // Creates the first admin through the real /setup page (see e2e/global-setup.ts).
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Generous: on a busy shared machine a page may take seconds to answer; only what never
  // happens should fail a test (speed is measured by npm run bench).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Tracing snapshots the page at every action and about doubles the suite's time; a CI
    // clone is thrown away with its traces, so they are recorded only when asked (E2E_TRACE=on).
    trace: process.env.E2E_TRACE === 'on' ? 'on' : 'off',
    launchOptions: {
      // Debian's Chromium: no browser is ever downloaded (see scripts/ensure-chromium.sh).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every browser of the suite sends its codes from 127.0.0.1: one address for a whole day
      // of clinics. The per-address limit itself is tested in code-login.test.ts.
      CODE_SENDS_PER_IP_PER_HOUR: '1000',
      // The same for signed forms: the allowance itself is tested in upload-check-limits.test.ts.
      SIGNATURES_PER_IP_PER_MINUTE: '10000',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
