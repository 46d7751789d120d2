import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, formSubmissions, uploads } from '../db/schema';
import type { Language } from '../../shared/languages';
import { PDF_TEXTS } from '../services/pdf';
import { pdfPages } from '../services/pdf/test-poppler';
import { storedPdfs } from '../test-support/stored-pdfs';
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
// English); the client's copy (what they signed) stays in the language they signed in.
const clock = testClock();
let t: TestContext;
let nurse: StaffMember;
let practitioner: StaffMember;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  nurse = await staffAt(t.app, t.database.db, 'nurse');
  practitioner = await staffAt(t.app, t.database.db, 'practitioner');
});
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

/** A London visit whose questionnaire was signed in `locale`, cleared and treated. */
async function treatedVisit(locale: Language) {
  const visit = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth, {
    locale,
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

describe('two copies, two languages', () => {
  it('a London visit signed in Arabic: the clinic copy in English, the client copy in Arabic', async () => {
    const visit = await treatedVisit('ar');
    const [clinicRow] = await storedPdfs(t.database.db, 'visit_record', visit.appointment.id);
    const [clientRow] = await storedPdfs(t.database.db, 'client_copy', visit.questionnaireId);
    expect(clinicRow!.language).toBe('en');
    expect(clientRow!.language).toBe('ar');
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
    expect(sha(byDefault.rawPayload)).toBe(clinicRow!.sha256);
    const clinicAsked = await visitCall(t.app, nurse.auth, 'GET', `${url}?copy=clinic`);
    expect(Buffer.compare(clinicAsked.rawPayload, byDefault.rawPayload)).toBe(0);

    const clinic = textOf(byDefault.rawPayload);
    expect(clinic).toContain(PDF_TEXTS.en.title);
    expect(clinic).toContain('Occupation');
    expect(clinic).toContain('Address line 1');
    expect(clinic).toContain(PDF_TEXTS.en.nursePart);
    expect(clinic).not.toContain('المهنة');
    // Free text as the client wrote it.
    expect(clinic).toContain(OCCUPATION);
    expect(clinic).toContain(STREET);
    expect(clinic).toContain('Language the client signed in Arabic');
    expect(clinic).toContain('Signed in Arabic.');
    expect(clinic).toContain('free text is as the client wrote it');
    // The version of what was signed, unchanged by the translation.
    expect(clinic).toContain(clinicRow!.recordSha256!);

    const copy = await visitCall(t.app, nurse.auth, 'GET', `${url}?copy=client`);
    expect(copy.statusCode, copy.body).toBe(200);
    // The very file the client gets: same bytes, same name.
    expect(sha(copy.rawPayload)).toBe(clientRow!.sha256);
    expect(copy.headers['content-disposition']).toBe(
      `attachment; filename="signed-form-${visit.questionnaireId.slice(0, 8)}.pdf"`,
    );
    const client = textOf(copy.rawPayload);
    expect(client).toContain(PDF_TEXTS.ar.title);
    expect(client).toContain('المهنة');
    expect(client).toContain(OCCUPATION);
    expect(client).not.toContain('Occupation');
    expect(client).not.toContain('Signed in Arabic');
    expect(client).not.toContain(PDF_TEXTS.ar.nursePart);
    // Right to left still keeps a phone number in its own order (decision 026).
    expect(client).toContain('+44 20 7946 0000');
    expect(client).toContain(signed!.hash);

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
    expect(await storedPdfs(t.database.db, 'visit_record', visit.appointment.id)).toHaveLength(1);
    expect(await storedPdfs(t.database.db, 'client_copy', visit.questionnaireId)).toHaveLength(1);
  });

  it("signed in the store's language: the client's copy still holds no staff section", async () => {
    const visit = await treatedVisit('en');
    const url = `/api/visits/${visit.appointment.id}/record.pdf`;
    const clinic = textOf((await visitCall(t.app, nurse.auth, 'GET', url)).rawPayload);
    const client = textOf(
      (await visitCall(t.app, nurse.auth, 'GET', `${url}?copy=client`)).rawPayload,
    );
    for (const text of [clinic, client]) {
      expect(text).toContain('Language the client signed in English');
      expect(text).not.toContain('Signed in English.');
    }
    expect(clinic).toContain(PDF_TEXTS.en.nursePart);
    expect(client).not.toContain(PDF_TEXTS.en.nursePart);
    expect(client).not.toContain(PDF_TEXTS.en.practitionerPart);
  });

  it('answers an unknown copy with 400 naming the field, and no session with 401', async () => {
    const visit = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth);
    const url = `/api/visits/${visit.appointment.id}/record.pdf`;
    const bad = await visitCall(t.app, nurse.auth, 'GET', `${url}?copy=staff`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toEqual([{ path: 'copy', message: 'validation.invalidFormat' }]);
    expect((await visitCall(t.app, undefined, 'GET', `${url}?copy=staff`)).statusCode).toBe(401);
  });

  it('a file stored before copies had a language is the client-language print', async () => {
    const arabic = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth, { locale: 'ar' });
    const url = `/api/visits/${arabic.appointment.id}/record.pdf`;
    expect((await visitCall(t.app, nurse.auth, 'GET', url)).statusCode).toBe(200);
    const rows = await storedPdfs(t.database.db, 'visit_record', arabic.appointment.id);
    await t.database.db.update(uploads).set({ language: null }).where(eq(uploads.id, rows[0]!.id));
    // A file without a language was printed in Arabic: never served as the English copy.
    const again = await visitCall(t.app, nurse.auth, 'GET', url);
    const both = await storedPdfs(t.database.db, 'visit_record', arabic.appointment.id, 2);
    expect(both.find((r) => r.language === 'en')!.sha256).toBe(sha(again.rawPayload));

    // In the store's language it is the clinic's copy, served as it was.
    const english = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth);
    const englishUrl = `/api/visits/${english.appointment.id}/record.pdf`;
    const first = await visitCall(t.app, nurse.auth, 'GET', englishUrl);
    await t.database.db
      .update(uploads)
      .set({ language: null })
      .where(eq(uploads.appointmentId, english.appointment.id));
    const later = await visitCall(t.app, nurse.auth, 'GET', englishUrl);
    expect(Buffer.compare(later.rawPayload, first.rawPayload)).toBe(0);
    expect(await storedPdfs(t.database.db, 'visit_record', english.appointment.id)).toHaveLength(1);
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
