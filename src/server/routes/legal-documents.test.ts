import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages';
import { legalDocumentText } from '../../shared/legal-text';
import { legalDocuments } from '../db/schema';
import { auditActions } from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { staffAt, type StaffMember } from '../test-support/visits';

// The brands' terms of service and privacy policies: public reads, admins publish versions.
let t: TestContext;
let admin: StaffMember;
let nurse: StaffMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffAt(t.app, t.database.db, 'admin');
  nurse = await staffAt(t.app, t.database.db, 'nurse');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function publishBody(brand: string, kind: 'terms' | 'privacy', marker: string) {
  return {
    brand,
    kind,
    texts: Object.fromEntries(
      LANGUAGES.map((l) => [
        l,
        {
          title: `${marker} ${l}`,
          body: `## Section\r\nText ${marker} in ${l}.  \n\n- one\n- two`,
        },
      ]),
    ),
  };
}

describe('public reads', () => {
  it('answers the current versions by brand and language without a session, cacheable', async () => {
    const response = await get('/api/legal-documents/elite?language=ar');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { documents } = response.json().data;
    expect(documents.map((d: { kind: string }) => d.kind)).toEqual(['terms', 'privacy']);
    expect(documents[0]).toMatchObject({ brand: 'elite', version: 1, language: 'ar' });
    expect(documents[0].title).toContain('Elite');
    expect(documents[0]).not.toHaveProperty('body');

    // The text of that version; its hash is the SHA-256 of exactly the text shown.
    const text = await get(`/api/legal-documents/elite/terms/1?language=ar`);
    expect(text.statusCode).toBe(200);
    expect(text.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const doc = text.json().data;
    expect(doc.body).toContain('## ');
    const sha = createHash('sha256').update(legalDocumentText(doc.title, doc.body)).digest('hex');
    expect(doc.sha256).toBe(sha);
    expect(documents[0].sha256).toBe(sha);
  });

  it('has every brand seeded in all seven languages', async () => {
    const rows = await t.database.db.select().from(legalDocuments);
    const keys = new Set(rows.map((r) => `${r.brand}/${r.kind}/${r.language}`));
    for (const brand of ['ivclinic', 'elite', 'dripdash'])
      for (const kind of ['terms', 'privacy'])
        for (const language of LANGUAGES) expect(keys).toContain(`${brand}/${kind}/${language}`);
  });

  it('refuses what does not exist, naming the field', async () => {
    const brand = await get('/api/legal-documents/nobody?language=en');
    expect(brand.statusCode).toBe(404);
    expect(brand.json().message).toBe('legalDocuments.brandNotFound');
    const language = await get('/api/legal-documents/ivclinic?language=xx');
    expect(language.statusCode).toBe(400);
    expect(language.json().data.fields[0].path).toBe('language');
    const version = await get('/api/legal-documents/ivclinic/terms/99?language=en');
    expect(version.statusCode).toBe(404);
    expect(version.json().message).toBe('legalDocuments.documentNotFound');
    const kind = await get('/api/legal-documents/ivclinic/cookies/1?language=en');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().data.fields[0].path).toBe('kind');
  });
});

describe('publishing a new version', () => {
  it('is for admins only', async () => {
    const list = await get('/api/admin/legal-documents', nurse.auth.headers);
    expect(list.statusCode).toBe(403);
    const publish = await t.app.inject({
      method: 'POST',
      url: '/api/admin/legal-documents',
      headers: nurse.auth.headers,
      payload: publishBody('dripdash', 'terms', 'Nurse'),
    });
    expect(publish.statusCode).toBe(403);
    expect((await get('/api/admin/legal-documents')).statusCode).toBe(401);
  });

  it('publishes the next version in every language, audited, and the public read follows', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/legal-documents',
      headers: admin.auth.headers,
      payload: publishBody('dripdash', 'privacy', 'Policy v2'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const published = response.json().data;
    expect(published).toMatchObject({
      brand: 'dripdash',
      kind: 'privacy',
      version: 2,
      published_by: admin.name,
    });
    expect(published.languages).toHaveLength(7);

    // Stored as shown: line ends and trailing spaces normalized, then hashed.
    const fr = await get('/api/legal-documents/dripdash/privacy/2?language=fr');
    expect(fr.json().data.body).toBe('## Section\nText Policy v2 in fr.\n\n- one\n- two');
    const current = await get('/api/legal-documents/dripdash?language=fr');
    expect(current.json().data.documents[1]).toMatchObject({ kind: 'privacy', version: 2 });

    const list = await get('/api/admin/legal-documents', admin.auth.headers);
    const versions = list
      .json()
      .data.versions.filter(
        (v: { brand: string; kind: string }) => v.brand === 'dripdash' && v.kind === 'privacy',
      );
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[1].published_by).toBeNull();

    const texts = await get('/api/admin/legal-documents/dripdash/privacy/2', admin.auth.headers);
    expect(texts.json().data.texts).toHaveLength(7);

    const audit = (await auditActions(t.database.db, 'legal.document.publish')).at(-1);
    expect(audit).toMatchObject({
      actorId: admin.id,
      entityId: 'dripdash/privacy/2',
      outcome: 'success',
    });
  });

  it('refuses a version missing a language, naming the field, and stores nothing', async () => {
    const body = publishBody('elite', 'terms', 'Incomplete');
    body.texts.ja = { title: 'ok', body: '   ' };
    delete (body.texts as Record<string, unknown>).es;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/legal-documents',
      headers: admin.auth.headers,
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().data.fields.map((f: { path: string }) => f.path);
    expect(paths).toContain('texts.ja.body');
    expect(paths).toContain('texts.es');
    const rows = await t.database.db
      .select()
      .from(legalDocuments)
      .where(and(eq(legalDocuments.brand, 'elite'), eq(legalDocuments.version, 2)));
    expect(rows).toEqual([]);
  });

  it('never changes a published text', async () => {
    await expect(
      t.database.db
        .update(legalDocuments)
        .set({ body: 'rewritten' })
        .where(eq(legalDocuments.brand, 'ivclinic')),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(legalDocuments).where(eq(legalDocuments.brand, 'ivclinic')),
    ).rejects.toThrow();
  });
});
