import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { seedCatalogue } from '../db/seed';
import { createSelfSignedIdentity } from '../services/documents/signing/self-signed';
import type { SigningIdentity } from '../services/documents/signing/signing-identity';
import { createTestDatabase } from './test-db';

// One key pair per test process: generating one takes about a second on a busy machine.
let testSigning: SigningIdentity | undefined;
export function testSigningIdentity(): SigningIdentity {
  testSigning ??= createSelfSignedIdentity('Clinic Intake test signing');
  return testSigning;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    databaseUrl: undefined,
    databasePoolSize: 5,
    publicUrl: 'http://localhost:3000',
    logLevel: 'silent',
    trustProxy: false,
    webDist: '/nonexistent',
    ssrDist: '/nonexistent',
    secrets: { linkTokenKeys: [{ kid: 'test', secret: randomBytes(32) }] },
    recordSigning: testSigningIdentity(),
    smtpUrl: undefined,
    mailFrom: 'Clinic Intake <no-reply@test.local>',
    smsHttpUrl: undefined,
    smsHttpToken: undefined,
    // Off unless a test asks for it: a background job would change appointments under tests
    // that set their state or move their clock (missed-job.test.ts turns it on).
    missedJobIntervalMs: 0,
    // Every test sends from one address; the allowance is tested where a test sets it low
    // (upload-check-limits.test.ts, signature-flood.test.ts).
    signaturesPerIpPerMinute: 10_000,
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real app on a fresh, seeded database, driven through `app.inject`. Given `database` (a
 * second app process on the same database), it uses that one and leaves it open on close.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: { clock?: Clock; database?: Database } = {},
): Promise<TestContext> {
  const database = deps.database ?? (await createTestDatabase());
  if (!deps.database) await seedCatalogue(database.db);
  const app = await buildApp({
    config: testConfig(overrides),
    db: database.db,
    listen: database.listen,
    logger: false,
    clock: deps.clock,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!deps.database) await database.close();
    },
  };
}
