import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase } from '../test-support/test-db';
import { testConfig } from '../test-support/test-app';
import type { Database } from '../db/client';

describe('GET /healthz', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers 200 {"status":"ok"} while the database answers', async () => {
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), db: broken.db, logger: false });
    await broken.close();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    await app.close();
  });
});
