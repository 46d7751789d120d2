import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfSignatures } from '../services/pdf/test-poppler';
import { seedAppointment, seedSignedInClient, validSubmitBody } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { storedPdfs } from '../test-support/stored-pdfs';
import { testClock } from '../test-support/test-clock';
import {
  staffAt,
  staffSectionBody,
  visitCall,
  visitWithQuestionnaire,
  type StaffMember,
} from '../test-support/visits';

// Every stored record PDF carries a PAdES signature that poppler's pdfsig (what a reader's viewer
// does) verifies, and one changed byte breaks it.
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

function expectSignedAndIntact(bytes: Uint8Array) {
  const report = pdfSignatures(bytes);
  expect(report.count).toBe(1);
  expect(report.validations).toEqual(['Signature is Valid.']);
  expect(report.subFilters).toEqual(['ETSI.CAdES.detached']);
  expect(report.hashes).toEqual(['SHA-256']);
  expect(report.wholeDocument).toEqual([true]);
}

/** One byte of the header's binary comment changed: the file still opens, the digest differs. */
function oneByteChanged(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(bytes);
  expect(String.fromCharCode(copy[9]!)).toBe('%');
  copy[11] = copy[11]! ^ 1;
  return copy;
}

async function treatedVisit() {
  const visit = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth);
  const base = `/api/visits/${visit.appointment.id}`;
  const cleared = staffSectionBody('mfDetailUk', { clearance_decision: 'cleared' });
  const clearance = await visitCall(t.app, practitioner.auth, 'POST', `${base}/clearance`, cleared);
  expect(clearance.statusCode, clearance.body).toBe(200);
  const body = staffSectionBody('medicalUk');
  const treated = await visitCall(t.app, nurse.auth, 'POST', `${base}/treatment`, body);
  expect(treated.statusCode, treated.body).toBe(200);
  return visit;
}

describe('signed record PDFs', () => {
  it("signs the clinic's copy, as stored and as served, and one changed byte breaks it", async () => {
    const visit = await treatedVisit();
    const [stored] = await storedPdfs(t.database.db, 'visit_record', visit.appointment.id);
    expectSignedAndIntact(stored!.bytes);
    const served = await visitCall(
      t.app,
      practitioner.auth,
      'GET',
      `/api/visits/${visit.appointment.id}/record.pdf`,
    );
    expect(served.statusCode).toBe(200);
    expectSignedAndIntact(served.rawPayload);
    expect(pdfSignatures(oneByteChanged(served.rawPayload)).validations).toEqual([
      'Digest Mismatch.',
    ]);
  });

  it("signs the client's copy", async () => {
    const client = await seedSignedInClient(t.app, t.database.db, 'signed.copy@example.com');
    const appointmentId = await seedAppointment(t.database.db, client.id);
    const body = validSubmitBody('mfUk', { appointment_id: appointmentId, store_code: 'london' });
    const submitted = await visitCall(t.app, client.auth, 'POST', '/api/forms/submissions', body);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [stored] = await storedPdfs(
      t.database.db,
      'client_copy',
      submitted.json().data.submission_id,
    );
    expectSignedAndIntact(stored!.bytes);
    expect(pdfSignatures(oneByteChanged(stored!.bytes)).validations).toEqual(['Digest Mismatch.']);
  });

  it('signs each addendum version on its own', async () => {
    const visit = await treatedVisit();
    await storedPdfs(t.database.db, 'visit_record', visit.appointment.id);
    const addendum = await visitCall(
      t.app,
      nurse.auth,
      'POST',
      `/api/visits/records/${visit.questionnaireId}/addenda`,
      { reason: 'Correction', text: 'Weight was 71 kg' },
    );
    expect(addendum.statusCode, addendum.body).toBe(200);
    await visitCall(t.app, nurse.auth, 'GET', `/api/visits/${visit.appointment.id}/record.pdf`);
    const versions = await storedPdfs(t.database.db, 'visit_record', visit.appointment.id, 2);
    expect(new Set(versions.map((v) => v.sha256)).size).toBe(versions.length);
    for (const version of versions) expectSignedAndIntact(version.bytes);
  });
});
