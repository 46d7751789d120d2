import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, formSubmissions, uploads } from '../db/schema';
import { pdfPages } from '../services/pdf/test-poppler';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import {
  staffAt,
  staffSectionBody,
  visitCall,
  visitWithQuestionnaire,
  type StaffMember,
} from '../test-support/visits';

// decision 031: the clinic's copy of a visit record reads in the store's language (London:
// English), the client's copy in the language they signed in; both stored, both downloadable.
const clock = testClock();
let t: TestContext;
let nurse: StaffMember;
let practitioner: StaffMember;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  nurse = await staffAt(t.app, t.database.db, 'nurse');
  practitioner = await staffAt(t.app, t.database.db, 'practitioner');
}, 60_000);
afterAll(() => t.close());

/** What the client typed, in Arabic: "software engineer" and a street in Alexandria. */
const OCCUPATION = 'مهندسة برمجيات';
const STREET = 'شارع النيل';

const sha = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** Poppler marks right-to-left stretches with bidi controls; lines may break anywhere. */
const textOf = (bytes: Uint8Array) =>
  pdfPages(bytes)
    .join('\n')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ');

/** A London visit whose questionnaire was signed in Arabic, cleared and treated. */
async function treatedArabicVisit() {
  const visit = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth, {
    locale: 'ar',
    answers: { occupation: OCCUPATION, address_line_1: STREET },
  });
  const base = `/api/visits/${visit.appointment.id}`;
  const cleared = staffSectionBody('mfDetailUk', { clearance_decision: 'cleared' });
  const clearance = await visitCall(t.app, practitioner.auth, 'POST', `${base}/clearance`, cleared);
  expect(clearance.statusCode, clearance.body).toBe(200);
  const treatment = staffSectionBody('medicalUk');
  const treated = await visitCall(t.app, nurse.auth, 'POST', `${base}/treatment`, treatment);
  expect(treated.statusCode, treated.body).toBe(200);
  return visit;
}

/** The queued generation runs after the answer: wait until both copies are stored. */
async function storedCopies(appointmentId: string) {
  const where = and(eq(uploads.kind, 'visit_record'), eq(uploads.appointmentId, appointmentId));
  for (let i = 0; i < 600; i++) {
    const rows = await t.database.db.select().from(uploads).where(where);
    if (rows.length >= 2) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the two copies were not stored');
}

describe('two copies, two languages', () => {
  it('a London visit signed in Arabic: the clinic copy in English, the client copy in Arabic', async () => {
    const visit = await treatedArabicVisit();
    const rows = await storedCopies(visit.appointment.id);
    expect(rows.map((r) => r.language).sort()).toEqual(['ar', 'en']);
    // Both are the same signed version: one record hash, what the client signed unchanged.
    expect(new Set(rows.map((r) => r.recordSha256)).size).toBe(1);
    const [signed] = await t.database.db
      .select({ locale: formSubmissions.locale, hash: formSubmissions.contentSha256 })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, visit.questionnaireId));
    expect(signed!.locale).toBe('ar');

    const url = `/api/visits/${visit.appointment.id}/record.pdf`;
    const byDefault = await visitCall(t.app, practitioner.auth, 'GET', url);
    expect(byDefault.statusCode, byDefault.body).toBe(200);
    expect(byDefault.headers['content-disposition']).toBe(
      `attachment; filename="record-${visit.appointment.number}.pdf"`,
    );
    const clinicRow = rows.find((r) => r.language === 'en')!;
    expect(sha(byDefault.rawPayload)).toBe(clinicRow.sha256);
    const clinicAsked = await visitCall(t.app, nurse.auth, 'GET', `${url}?copy=clinic`);
    expect(Buffer.compare(clinicAsked.rawPayload, byDefault.rawPayload)).toBe(0);

    const clinic = textOf(byDefault.rawPayload);
    expect(clinic).toContain('Signed medical record');
    expect(clinic).toContain('Occupation');
    expect(clinic).toContain('Address line 1');
    expect(clinic).not.toContain('المهنة');
    // Free text as the client wrote it.
    expect(clinic).toContain(OCCUPATION);
    expect(clinic).toContain(STREET);
    expect(clinic).toContain('Language the client signed in Arabic');
    expect(clinic).toContain('Signed in Arabic.');
    expect(clinic).toContain('free text is as the client wrote it');
    expect(clinic).toContain(clinicRow.recordSha256!);

    const copy = await visitCall(t.app, nurse.auth, 'GET', `${url}?copy=client`);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.headers['content-disposition']).toBe(
      `attachment; filename="record-${visit.appointment.number}-client.pdf"`,
    );
    expect(sha(copy.rawPayload)).toBe(rows.find((r) => r.language === 'ar')!.sha256);
    const client = textOf(copy.rawPayload);
    expect(client).toContain('المهنة');
    expect(client).toContain(OCCUPATION);
    expect(client).not.toContain('Occupation');
    expect(client).not.toContain('Signed in Arabic');
    // Right to left still keeps a phone number in its own order (decision 026).
    expect(client).toContain('+44 20 7946 0000');
    expect(client).toContain(clinicRow.recordSha256!);

    // The client's own copy of what they signed stays in Arabic too.
    const [own] = await t.database.db
      .select({ language: uploads.language, bytes: uploads.bytes })
      .from(uploads)
      .where(and(eq(uploads.kind, 'client_copy'), eq(uploads.submissionId, visit.questionnaireId)));
    expect(own!.language).toBe('ar');
    expect(textOf(own!.bytes)).toContain('المهنة');
    expect(textOf(own!.bytes)).toContain(signed!.hash);

    // Each download is audited with the copy and its language, never a name.
    const audits = await t.database.db
      .select({ data: auditEvents.data })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'documents.record.download'),
          eq(auditEvents.entityId, visit.appointment.id),
        ),
      )
      .orderBy(auditEvents.id);
    expect(audits.map((a) => [a.data?.copy, a.data?.language])).toEqual([
      ['clinic', 'en'],
      ['clinic', 'en'],
      ['client', 'ar'],
    ]);
    // Downloads made no more files.
    expect(await storedCopies(visit.appointment.id)).toHaveLength(2);
  });

  it('a client who signed in the store language has one file for both copies', async () => {
    const visit = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth);
    const url = `/api/visits/${visit.appointment.id}/record.pdf`;
    const clinic = await visitCall(t.app, nurse.auth, 'GET', url);
    const client = await visitCall(t.app, nurse.auth, 'GET', `${url}?copy=client`);
    expect(clinic.statusCode, clinic.body).toBe(200);
    expect(Buffer.compare(client.rawPayload, clinic.rawPayload)).toBe(0);
    expect(textOf(clinic.rawPayload)).toContain('Language the client signed in English');
    expect(textOf(clinic.rawPayload)).not.toContain('Signed in English.');
  });

  it('answers an unknown copy with 400 naming the field, and no session with 401', async () => {
    const visit = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth);
    const url = `/api/visits/${visit.appointment.id}/record.pdf`;
    const bad = await visitCall(t.app, nurse.auth, 'GET', `${url}?copy=staff`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toEqual([{ path: 'copy', message: 'validation.invalidFormat' }]);
    expect((await visitCall(t.app, undefined, 'GET', `${url}?copy=staff`)).statusCode).toBe(401);
  });

  it('a file stored before copies had a language stays the client copy, never the clinic one', async () => {
    const visit = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth, { locale: 'ar' });
    const url = `/api/visits/${visit.appointment.id}/record.pdf`;
    const first = await visitCall(t.app, nurse.auth, 'GET', `${url}?copy=client`);
    expect(first.statusCode, first.body).toBe(200);
    await t.database.db
      .update(uploads)
      .set({ language: null })
      .where(
        and(eq(uploads.kind, 'visit_record'), eq(uploads.appointmentId, visit.appointment.id)),
      );
    const again = await visitCall(t.app, nurse.auth, 'GET', `${url}?copy=client`);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    const clinic = await visitCall(t.app, nurse.auth, 'GET', url);
    expect(textOf(clinic.rawPayload)).toContain('Signed in Arabic.');
    expect(await storedCopies(visit.appointment.id)).toHaveLength(2);
  });

  it('documents the copy in the OpenAPI schema', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json();
    const operation = docs.paths['/api/visits/{appointment_id}/record.pdf'].get;
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({
        in: 'query',
        name: 'copy',
        required: false,
        schema: expect.objectContaining({ enum: ['clinic', 'client'] }),
      }),
    );
  });
});
