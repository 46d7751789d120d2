import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { appointments, clients } from './schema';
import { seedCatalogue } from './seed';
import { DEMO_CLIENTS, seedDemoData } from './seed-demo';
import { createTestDatabase } from '../test-support/test-db';

describe('demo data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogue(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it('seeds verified demo clients with one appointment each, once', async () => {
    const now = new Date('2026-11-23T09:00:00Z');
    expect(await seedDemoData(database.db, now)).toBe(true);
    expect(await seedDemoData(database.db, now)).toBe(false);
    const rows = await database.db.select().from(clients);
    expect(rows.map((c) => c.email).sort()).toEqual(DEMO_CLIENTS.map((c) => c.email).sort());
    expect(rows.every((c) => c.emailVerifiedAt && c.mobileVerifiedAt)).toBe(true);
    const visits = await database.db.select().from(appointments);
    expect(visits).toHaveLength(3);
    expect(visits.every((v) => v.state === 'not_started' && v.startsAt > now)).toBe(true);
  });
});
