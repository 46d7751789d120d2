import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-db';
import type { Database } from './client';
import { auditEvents, clients, formSubmissions } from './schema';

// The client's preferred language migration gives a client known before it the language of
// the newest questionnaire she signed herself (its hand-written block), on data as it was.
const migration = readFileSync(
  new URL('./migrations/0017_client_preferred_language.sql', import.meta.url),
  'utf8',
);
const backfill = migration.slice(migration.indexOf('UPDATE "clients"'));

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

interface Signed {
  locale: string;
  by: 'client' | 'link' | 'staff';
  status?: 'draft' | 'submitted';
}

let day = 0;
async function clientWith(forms: Signed[]) {
  const db = database.db;
  const [client] = await db
    .insert(clients)
    .values({ firstName: 'Old', lastName: 'Record' })
    .returning();
  for (const form of forms) {
    day += 1;
    const [row] = await db
      .insert(formSubmissions)
      .values({
        clientId: client!.id,
        kind: 'mf',
        templateId: 'mfUk',
        templateVersion: '20231027',
        locale: form.locale,
        answers: {},
        status: form.status ?? 'submitted',
        submittedAt: new Date(Date.parse('2029-01-01T10:00:00Z') + day * 86_400_000),
      })
      .returning({ id: formSubmissions.id });
    await db.insert(auditEvents).values({
      actorType: form.by,
      actorId: form.by === 'staff' ? null : client!.id,
      action: 'forms.submission.create',
      entity: 'form_submission',
      entityId: row!.id,
      outcome: 'success',
    });
  }
  return client!.id;
}

const languageOf = async (id: string) =>
  (await database.db.select().from(clients).where(eq(clients.id, id)))[0]!.preferredLanguage;

describe('migration 0017: the preferred language of clients known before it', () => {
  it('takes the newest questionnaire she signed herself, never one the desk submitted', async () => {
    const own = await clientWith([
      { locale: 'fr', by: 'client' },
      { locale: 'ar', by: 'link' },
    ]);
    const desk = await clientWith([
      { locale: 'es', by: 'link' },
      { locale: 'de', by: 'staff' },
    ]);
    const onlyDesk = await clientWith([{ locale: 'de', by: 'staff' }]);
    const draft = await clientWith([
      { locale: 'ja', by: 'client' },
      { locale: 'zh', by: 'client', status: 'draft' },
    ]);
    const unknown = await clientWith([{ locale: 'pt', by: 'client' }]);
    const none = await clientWith([]);

    await database.db.execute(sql.raw(backfill));

    expect(await languageOf(own)).toBe('ar');
    expect(await languageOf(desk)).toBe('es');
    expect(await languageOf(onlyDesk)).toBeNull();
    expect(await languageOf(draft)).toBe('ja');
    expect(await languageOf(unknown)).toBeNull();
    expect(await languageOf(none)).toBeNull();
  });
});
