import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-db';
import type { Database } from './client';
import { auditEvents, clientFieldChanges, clients, formSubmissions } from './schema';

// Migration 0011 fills the gender and date of birth that signed questionnaires gave but never
// reached the client record (the hand-written block at its end), on data as it was before.
const migration = readFileSync(
  new URL('./migrations/0011_terms_and_client_history.sql', import.meta.url),
  'utf8',
);
const backfill = migration.slice(migration.indexOf('DO $$'));

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function clientWith(values: Partial<typeof clients.$inferInsert>, answers: object[]) {
  const db = database.db;
  const [client] = await db
    .insert(clients)
    .values({ firstName: 'Old', lastName: 'Record', ...values })
    .returning();
  let at = Date.parse('2029-01-01T10:00:00Z');
  for (const a of answers) {
    at += 86_400_000;
    await db.insert(formSubmissions).values({
      clientId: client!.id,
      kind: 'mf',
      templateId: 'mfUk',
      templateVersion: '20231027',
      locale: 'en',
      answers: a as Record<string, unknown>,
      status: 'submitted',
      submittedAt: new Date(at),
    });
  }
  return client!.id;
}

const recordOf = async (id: string) =>
  (await database.db.select().from(clients).where(eq(clients.id, id)))[0]!;

describe('migration 0009: the missing details from signed questionnaires', () => {
  it('fills what the record lacks from the newest signed answer, with history', async () => {
    const signed = await clientWith({}, [
      { gender: 'male', date_of_birth: '1960-01-01' },
      { gender: 'female', date_of_birth: '1971-02-03' },
    ]);
    const kept = await clientWith({ gender: 'male', dateOfBirth: '1980-05-05' }, [
      { gender: 'female', date_of_birth: '1971-02-03' },
    ]);
    const invalid = await clientWith({}, [{ gender: 'robot', date_of_birth: '1971-02-31' }]);
    const nothing = await clientWith({}, []);

    await database.db.execute(sql.raw(backfill));

    expect(await recordOf(signed)).toMatchObject({ gender: 'female', dateOfBirth: '1971-02-03' });
    const history = await database.db
      .select()
      .from(clientFieldChanges)
      .where(eq(clientFieldChanges.clientId, signed));
    expect(history.map((h) => [h.field, h.oldValue, h.newValue, h.source]).sort()).toEqual([
      ['date_of_birth', null, '1971-02-03', 'backfill'],
      ['gender', null, 'female', 'backfill'],
    ]);
    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, signed));
    expect(audit[0]).toMatchObject({ action: 'clients.record.update', actorType: 'system' });

    // A value the record has is never replaced; a value that is not real is never written.
    expect(await recordOf(kept)).toMatchObject({ gender: 'male', dateOfBirth: '1980-05-05' });
    expect(await recordOf(invalid)).toMatchObject({ gender: null, dateOfBirth: null });
    expect(await recordOf(nothing)).toMatchObject({ gender: null, dateOfBirth: null });
    const others = await database.db
      .select()
      .from(clientFieldChanges)
      .where(sql`${clientFieldChanges.clientId} in (${kept}, ${invalid}, ${nothing})`);
    expect(others).toEqual([]);
  });
});
