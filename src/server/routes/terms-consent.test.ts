import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages';
import { documentConsents, formSubmissions } from '../db/schema';
import { seedAppointment, seedSignedInClient, validSubmitBody } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { staffAt, type StaffMember } from '../test-support/visits';

// What a client agrees to is recorded with the consent (version and SHA-256 of the text in
// their language), printed on the record, and a new version asks returning clients again.
const clock = testClock(new Date('2030-01-01T08:00:00Z'));
let t: TestContext;
let nurse: StaffMember;
let admin: StaffMember;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  nurse = await staffAt(t.app, t.database.db, 'nurse');
  admin = await staffAt(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

interface Meta {
  kind: 'terms' | 'privacy';
  version: number;
  sha256: string;
  title: string;
}

async function current(language: string): Promise<Meta[]> {
  const response = await t.app.inject({
    url: `/api/legal-documents/ivclinic?language=${language}`,
  });
  return response.json().data.documents;
}

const agreed = (docs: Meta[]) =>
  docs.map(({ kind, version, sha256 }) => ({ kind, version, sha256 }));

async function submit(headers: Record<string, string>, body: object) {
  return t.app.inject({ method: 'POST', url: '/api/forms/submissions', headers, payload: body });
}

const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');

describe('the consent records the documents agreed to', () => {
  it('stores version and hash, shows them to staff, prints them and appends the texts', async () => {
    const client = await seedSignedInClient(t.app, t.database.db, 'terms.fr@example.test');
    const appointment = await seedAppointment(t.database.db, client.id);
    const docs = await current('fr');
    const body = validSubmitBody('mfUk', {
      locale: 'fr',
      appointment_id: appointment,
      documents: agreed(docs),
    });

    // A hash that is not the published text is refused, naming the field; nothing is stored.
    const tampered = await submit(client.auth.headers, {
      ...body,
      documents: [{ ...agreed(docs)[0]!, sha256: 'a'.repeat(64) }],
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().data.fields).toEqual([
      { path: 'documents.0', message: 'legalDocuments.documentNotFound' },
    ]);
    const none = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.clientId, client.id));
    expect(none).toEqual([]);

    const response = await submit(client.auth.headers, body);
    expect(response.statusCode, response.body).toBe(200);
    const submissionId = response.json().data.submission_id as string;
    const rows = await t.database.db
      .select()
      .from(documentConsents)
      .where(eq(documentConsents.submissionId, submissionId));
    expect(rows.map((r) => [r.kind, r.version, r.language, r.sha256, r.clientId]).sort()).toEqual(
      docs.map((d) => [d.kind, d.version, 'fr', d.sha256, client.id]).sort(),
    );

    // Staff see which versions were agreed on the review screen's record.
    const record = await t.app.inject({
      url: `/api/visits/${appointment}`,
      headers: nurse.auth.headers,
    });
    expect(record.json().data.questionnaires[0].documents).toEqual(
      docs.map((d) =>
        expect.objectContaining({ kind: d.kind, version: 1, title: d.title, sha256: d.sha256 }),
      ),
    );

    // The client's copy prints the versions and hashes and, after the form, the texts.
    const copy = await t.app.inject({
      url: `/api/forms/submissions/${submissionId}/pdf`,
      headers: client.auth.headers,
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const text = pdfText(copy.rawPayload).replace(/\s+/g, ' ');
    for (const doc of docs) {
      expect(text).toContain(doc.title);
      expect(text).toContain(`SHA-256 ${doc.sha256}`);
    }
    expect(text).toContain('Conditions acceptées');
    expect(text).toContain(`Version 1 · SHA-256 ${docs[0]!.sha256}`);
    expect(text).toContain('Combien de temps nous les conservons');
    expect(text).toContain('Information Commissioner’s Office');

    // The staff record prints the versions and hashes, not the texts.
    const staffCopy = await t.app.inject({
      url: `/api/visits/${appointment}/record.pdf`,
      headers: nurse.auth.headers,
    });
    expect(staffCopy.statusCode, staffCopy.body).toBe(200);
    const staffText = pdfText(staffCopy.rawPayload).replace(/\s+/g, ' ');
    expect(staffText).toContain(`SHA-256 ${docs[0]!.sha256}`);
    expect(staffText).not.toContain('Combien de temps nous les conservons');
  });

  it('records the current versions when the caller names none, even without an account', async () => {
    const docs = await current('en');
    const response = await submit({}, validSubmitBody('mfUk'));
    expect(response.statusCode, response.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(documentConsents)
      .where(eq(documentConsents.submissionId, response.json().data.submission_id));
    expect(rows.map((r) => [r.kind, r.sha256, r.clientId]).sort()).toEqual(
      docs.map((d) => [d.kind, d.sha256, null]).sort(),
    );
  });
});

describe('a new version asks returning clients to agree again', () => {
  it('opens the re-consent without the agreement, and carries it again once agreed', async () => {
    const client = await seedSignedInClient(t.app, t.database.db, 'terms.returning@example.test');
    const first = await seedAppointment(t.database.db, client.id);
    const v1 = await current('en');
    const signed = await submit(
      client.auth.headers,
      validSubmitBody('mfUk', { appointment_id: first, documents: agreed(v1) }),
    );
    expect(signed.statusCode, signed.body).toBe(200);

    const start = async (appointment: string) => {
      const response = await t.app.inject({
        url: `/api/forms/reconsent?appointment_id=${appointment}`,
        headers: client.auth.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const second = await seedAppointment(t.database.db, client.id);
    const unchanged = await start(second);
    expect(unchanged.terms_changed).toBe(false);
    expect(unchanged.form.answers.agree_terms).toBe(true);

    // The group publishes new terms.
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/admin/legal-documents',
      headers: admin.auth.headers,
      payload: {
        brand: 'ivclinic',
        kind: 'terms',
        texts: Object.fromEntries(
          LANGUAGES.map((l) => [l, { title: `Terms 2 ${l}`, body: `New terms (${l}).` }]),
        ),
      },
    });
    expect(published.statusCode, published.body).toBe(200);

    const changed = await start(second);
    expect(changed.terms_changed).toBe(true);
    expect(changed.form.answers).not.toHaveProperty('agree_terms');
    expect(changed.right.can_fill).toBe(true);

    // The client reads version 2 and agrees on the re-consent form.
    const v2 = await current('en');
    expect(v2.find((d) => d.kind === 'terms')).toMatchObject({ version: 2 });
    const rf = await submit(
      client.auth.headers,
      validSubmitBody(changed.form.template_id, {
        purpose: 'rf',
        appointment_id: second,
        documents: agreed(v2),
      }),
    );
    expect(rf.statusCode, rf.body).toBe(200);
    const third = await seedAppointment(t.database.db, client.id);
    const after = await start(third);
    expect(after.terms_changed).toBe(false);
    expect(after.form.answers.agree_terms).toBe(true);
  });
});
