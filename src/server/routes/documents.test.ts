import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessageTo } from '../test-support/accounts';
import { seedAppointment, seedSignedInClient, validSubmitBody } from '../test-support/forms';
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

// a signed record's PDF is generated once after the commit, stored with its
// SHA-256, and served byte for byte; staff get the visit's record, a client only what they signed.
const clock = testClock();
let t: TestContext;
let nurse: StaffMember;
let practitioner: StaffMember;
let elsewhere: StaffMember;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  const db = t.database.db;
  nurse = await staffAt(t.app, db, 'nurse');
  practitioner = await staffAt(t.app, db, 'practitioner');
  elsewhere = await staffAt(t.app, db, 'nurse', ['capetown']);
});
afterAll(() => t.close());

const sha = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function textOf(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString('utf8');
}

async function treatedVisit() {
  const visit = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth);
  const base = `/api/visits/${visit.appointment.id}`;
  const cleared = staffSectionBody('mfDetailUk', { clearance_decision: 'cleared' });
  expect(
    (await visitCall(t.app, practitioner.auth, 'POST', `${base}/clearance`, cleared)).statusCode,
  ).toBe(200);
  const treated = await visitCall(
    t.app,
    nurse.auth,
    'POST',
    `${base}/treatment`,
    staffSectionBody('medicalUk'),
  );
  expect(treated.statusCode, treated.body).toBe(200);
  return visit;
}

describe('stored record PDFs', () => {
  it('stores the visit record after treatment signing and serves exactly those bytes, twice', async () => {
    const visit = await treatedVisit();
    const [stored] = await storedPdfs(t.database.db, 'visit_record', visit.appointment.id);
    expect(stored!.purpose).toBe('medicalform_pdf');
    expect(sha(stored!.bytes)).toBe(stored!.sha256);
    const url = `/api/visits/${visit.appointment.id}/record.pdf`;
    const first = await visitCall(t.app, practitioner.auth, 'GET', url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="record-${visit.appointment.number}.pdf"`,
    );
    expect(sha(first.rawPayload)).toBe(stored!.sha256);
    const second = await visitCall(t.app, nurse.auth, 'GET', url);
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
    const text = textOf(first.rawPayload);
    // The name the client signed (the sample answers), which the record now holds.
    expect(text).toContain("Siân O'Brien-Lee");
    expect(text).toContain(nurse.name);
    expect(text).toContain(practitioner.name);
    expect(text).toContain(visit.appointment.number);
    // One file for this version: the downloads did not generate another.
    expect(await storedPdfs(t.database.db, 'visit_record', visit.appointment.id)).toHaveLength(1);
  });

  it('refuses staff of another store, and a client, the visit record', async () => {
    const visit = await treatedVisit();
    const url = `/api/visits/${visit.appointment.id}/record.pdf`;
    expect((await visitCall(t.app, elsewhere.auth, 'GET', url)).statusCode).toBe(403);
    expect((await visitCall(t.app, undefined, 'GET', url)).statusCode).toBe(401);
    const client = await seedSignedInClient(t.app, t.database.db, 'nosy@example.com');
    expect((await visitCall(t.app, client.auth, 'GET', url)).statusCode).toBe(403);
  });

  it('an addendum makes a new version; the old file is kept', async () => {
    const visit = await treatedVisit();
    const [before] = await storedPdfs(t.database.db, 'visit_record', visit.appointment.id);
    const addendum = await visitCall(
      t.app,
      nurse.auth,
      'POST',
      `/api/visits/records/${visit.questionnaireId}/addenda`,
      { reason: 'Correction', text: 'Weight was 71 kg' },
    );
    expect(addendum.statusCode, addendum.body).toBe(200);
    const url = `/api/visits/${visit.appointment.id}/record.pdf`;
    const after = await visitCall(t.app, nurse.auth, 'GET', url);
    expect(sha(after.rawPayload)).not.toBe(before!.sha256);
    expect(await storedPdfs(t.database.db, 'visit_record', visit.appointment.id)).toHaveLength(2);
  });

  it("stores the client's copy at submission; the client gets only what they signed", async () => {
    const client = await seedSignedInClient(t.app, t.database.db, 'own.copy@example.com');
    const appointmentId = await seedAppointment(t.database.db, client.id);
    const body = validSubmitBody('mfUk', { appointment_id: appointmentId, store_code: 'london' });
    const submitted = await visitCall(t.app, client.auth, 'POST', '/api/forms/submissions', body);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const id = submitted.json().data.submission_id as string;
    const [stored] = await storedPdfs(t.database.db, 'client_copy', id);
    const own = await visitCall(t.app, client.auth, 'GET', `/api/forms/submissions/${id}/pdf`);
    expect(own.statusCode, own.body).toBe(200);
    expect(sha(own.rawPayload)).toBe(stored!.sha256);
    expect(own.headers['content-disposition']).not.toContain('Client');
    expect(textOf(own.rawPayload)).toContain("Siân O'Brien-Lee");

    const other = await seedSignedInClient(t.app, t.database.db, 'other.copy@example.com');
    const refused = await visitCall(t.app, other.auth, 'GET', `/api/forms/submissions/${id}/pdf`);
    expect(refused.statusCode).toBe(404);
  });

  it('never gives a client a staff section through the copy endpoint', async () => {
    const visit = await treatedVisit();
    const client = await seedSignedInClient(t.app, t.database.db, 'staff.part@example.com');
    const records = await visitCall(
      t.app,
      nurse.auth,
      'GET',
      `/api/visits/${visit.appointment.id}`,
    );
    const treatmentId = records.json().data.treatment.submission_id as string;
    const asClient = await visitCall(
      t.app,
      client.auth,
      'GET',
      `/api/forms/submissions/${treatmentId}/pdf`,
    );
    expect(asClient.statusCode).toBe(404);
    const asStaff = await visitCall(
      t.app,
      nurse.auth,
      'GET',
      `/api/forms/submissions/${visit.questionnaireId}/pdf`,
    );
    expect(asStaff.statusCode).toBe(404);
  });

  it('mails a signed link that downloads the copy, is refused when changed, and expires', async () => {
    const visit = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth);
    await storedPdfs(t.database.db, 'client_copy', visit.questionnaireId);
    let message = await lastMessageTo(t.database.db, visit.client.email!);
    for (let i = 0; i < 1_200 && !message?.body.includes('/api/documents/download'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      message = await lastMessageTo(t.database.db, visit.client.email!);
    }
    const path = /\/api\/documents\/download\?token=[A-Za-z0-9_.-]+/.exec(message!.body)![0];
    expect(message!.body).not.toContain(visit.questionnaireId);
    const ok = await t.app.inject({ method: 'GET', url: path });
    expect(ok.statusCode, ok.body).toBe(200);
    const [stored] = await storedPdfs(t.database.db, 'client_copy', visit.questionnaireId);
    expect(sha(ok.rawPayload)).toBe(stored!.sha256);

    const last = path.at(-1) === 'A' ? 'B' : 'A';
    const changed = await t.app.inject({ method: 'GET', url: path.slice(0, -1) + last });
    expect(changed.statusCode).toBe(403);
    clock.advance(31 * 86_400_000);
    const expired = await t.app.inject({ method: 'GET', url: path });
    expect(expired.statusCode).toBe(410);
  });
});
