import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, formSubmissions, recordAddenda, signatures } from '../db/schema';
import { auditActions } from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { seedClientWithAppointment } from '../test-support/verification';
import {
  staffAt,
  staffSectionBody,
  visitCall,
  visitWithQuestionnaire,
  type StaffMember,
} from '../test-support/visits';

// The practitioner's clearance and the nurse's treatment record: each role writes
// only its own sections, treatment waits for clearance, signed records never change (a
// correction is an addendum), and "Mark visit completed" without a record needs a reason.
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

const clearance = (who: StaffMember, appointmentId: string, body: object) =>
  visitCall(t.app, who.auth, 'POST', `/api/visits/${appointmentId}/clearance`, body);
const treatment = (who: StaffMember, appointmentId: string, body: object) =>
  visitCall(t.app, who.auth, 'POST', `/api/visits/${appointmentId}/treatment`, body);
const draft = (who: StaffMember, appointmentId: string, answers: object) =>
  visitCall(t.app, who.auth, 'PUT', `/api/visits/${appointmentId}/treatment/draft`, {
    template_id: 'medicalUk',
    version: '20231027',
    answers,
  });
const cleared = (extra: object = {}) =>
  staffSectionBody('mfDetailUk', { clearance_decision: 'cleared', ...extra });

async function readyVisit() {
  return visitWithQuestionnaire(t.app, t.database.db, nurse.auth);
}

async function clearedVisit() {
  const visit = await readyVisit();
  const response = await clearance(practitioner, visit.appointment.id, cleared());
  expect(response.statusCode, response.body).toBe(200);
  return { ...visit, detailId: response.json().data.submission_id as string };
}

async function appointmentRow(id: string) {
  const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

/** The SQLSTATE of a failed statement, through the driver's and Drizzle's wrappers. */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}

describe('role enforcement', () => {
  it('refuses a nurse at clearance and a practitioner at treatment (audited as denied)', async () => {
    const visit = await clearedVisit();
    const byNurse = await clearance(nurse, visit.appointment.id, cleared());
    expect(byNurse.statusCode).toBe(403);
    expect(byNurse.json().message).toBe('visits.roleNotAllowed');
    const byPractitioner = await treatment(
      practitioner,
      visit.appointment.id,
      staffSectionBody('medicalUk'),
    );
    expect(byPractitioner.statusCode).toBe(403);
    expect(byPractitioner.json().message).toBe('visits.roleNotAllowed');
    const draftByPractitioner = await draft(practitioner, visit.appointment.id, {});
    expect(draftByPractitioner.statusCode).toBe(403);
    const denied = await auditActions(t.database.db, 'visits.clearance.create', 'denied');
    expect(denied.some((a) => a.actorId === nurse.id)).toBe(true);
    const deniedTreatment = await auditActions(t.database.db, 'visits.treatment.create', 'denied');
    expect(deniedTreatment.some((a) => a.actorId === practitioner.id)).toBe(true);
  });

  it("refuses another role's answers inside a section, naming each field", async () => {
    const visit = await clearedVisit();
    const body = staffSectionBody('medicalUk', {});
    Object.assign(body.answers, { clearance_decision: 'cleared', plan_notes: 'Go ahead' });
    const nurseWritesPractitioner = await treatment(nurse, visit.appointment.id, body);
    expect(nurseWritesPractitioner.statusCode).toBe(403);
    expect(nurseWritesPractitioner.json()).toMatchObject({ message: 'visits.roleNotAllowed' });
    expect(nurseWritesPractitioner.json().data.fields).toEqual([
      { path: 'answers.clearance_decision', message: 'visits.roleNotAllowed' },
      { path: 'answers.plan_notes', message: 'visits.roleNotAllowed' },
    ]);
    const inDraft = await draft(nurse, visit.appointment.id, { clearance_reason: 'x' });
    expect(inDraft.statusCode).toBe(403);

    const other = await readyVisit();
    const practitionerWritesNurse = cleared({ bp_systolic_before: 120 });
    const refused = await clearance(practitioner, other.appointment.id, practitionerWritesNurse);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.fields).toEqual([
      { path: 'answers.bp_systolic_before', message: 'visits.roleNotAllowed' },
    ]);
    const unknown = await clearance(practitioner, other.appointment.id, cleared({ nope: 1 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.fields).toEqual([
      { path: 'answers.nope', message: 'validation.unknownQuestion' },
    ]);
    expect((await appointmentRow(other.appointment.id)).clearance).toBeNull();
  });
});

describe('clearance', () => {
  it('stores the signed review and the decision on the visit, in one step', async () => {
    const visit = await readyVisit();
    const response = await clearance(practitioner, visit.appointment.id, cleared());
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ stage: 'cleared', replayed: false });
    const [row] = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, data.submission_id));
    expect(row).toMatchObject({
      kind: 'detail',
      status: 'submitted',
      templateId: 'mfDetailUk',
      staffId: practitioner.id,
      clientId: visit.client.id,
      appointmentId: visit.appointment.id,
      previousSubmissionId: visit.questionnaireId,
      contentSha256: data.content_sha256,
    });
    expect(await appointmentRow(visit.appointment.id)).toMatchObject({
      clearance: 'cleared',
      clearanceByStaffId: practitioner.id,
      state: 'mf_rf_completed',
    });
    const signed = await t.database.db
      .select()
      .from(signatures)
      .where(eq(signatures.submissionId, data.submission_id));
    expect(signed).toHaveLength(1);
    const [audit] = (await auditActions(t.database.db, 'visits.clearance.create', 'success')).slice(
      -1,
    );
    expect(audit).toMatchObject({ actorId: practitioner.id, entityId: data.submission_id });
    expect(audit!.data).toMatchObject({
      decision: 'cleared',
      appointment_id: visit.appointment.id,
    });

    const record = (
      await visitCall(t.app, nurse.auth, 'GET', `/api/visits/${visit.appointment.id}`)
    ).json().data;
    expect(record.appointment).toMatchObject({
      stage: 'cleared',
      waits_for: 'nurse',
      clearance: 'cleared',
      clearance_by: practitioner.name,
    });
    expect(record.practitioner).toMatchObject({
      submission_id: data.submission_id,
      kind: 'detail',
      signed_by: { staff_id: practitioner.id, name: practitioner.name, role: 'practitioner' },
      previous_submission_id: visit.questionnaireId,
    });
    expect(record.practitioner.signatures[0].png_data_url).toMatch(/^data:image\/png;base64,/);

    const again = await clearance(practitioner, visit.appointment.id, cleared());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('visits.alreadyCleared');
  });

  it('requires a reason when not cleared, and then the treatment record stays shut', async () => {
    const visit = await readyVisit();
    // The engine's sample answers fill every visible question: remove the reason it wrote.
    const body = staffSectionBody('mfDetailUk', { clearance_decision: 'not_cleared' });
    delete body.answers.clearance_reason;
    const missing = await clearance(practitioner, visit.appointment.id, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields).toContainEqual({
      path: 'answers.clearance_reason',
      message: 'validation.required',
    });
    expect((await appointmentRow(visit.appointment.id)).clearance).toBeNull();
    const noReason = await clearance(
      practitioner,
      visit.appointment.id,
      staffSectionBody('mfDetailUk', {
        clearance_decision: 'not_cleared',
        clearance_reason: 'Blood pressure too high today',
      }),
    );
    expect(noReason.statusCode, noReason.body).toBe(200);
    expect(noReason.json().data.stage).toBe('not_cleared');
    expect((await appointmentRow(visit.appointment.id)).clearance).toBe('not_cleared');
    const refused = await treatment(nurse, visit.appointment.id, staffSectionBody('medicalUk'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('visits.notCleared');
  });

  it('needs a signed questionnaire and the template made for it', async () => {
    const { appointment } = await seedClientWithAppointment(t.database.db);
    const none = await clearance(practitioner, appointment.id, cleared());
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('visits.noQuestionnaire');
    const visit = await readyVisit();
    const wrong = await clearance(
      practitioner,
      visit.appointment.id,
      staffSectionBody('mfDetailUs', { clearance_decision: 'cleared' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.fields).toEqual([
      { path: 'template_id', message: 'visits.wrongTemplate' },
    ]);
    const failures = await auditActions(t.database.db, 'visits.clearance.create', 'failure');
    expect(failures.map((a) => (a.data as { reason: string }).reason)).toEqual(
      expect.arrayContaining(['visits.noQuestionnaire', 'errors.validation']),
    );
  });

  it('answers a repeat of the same idempotency key with the first result', async () => {
    const visit = await readyVisit();
    const body = cleared();
    const first = await clearance(practitioner, visit.appointment.id, body);
    const again = await clearance(practitioner, visit.appointment.id, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      submission_id: first.json().data.submission_id,
      content_sha256: first.json().data.content_sha256,
      replayed: true,
    });
    const rows = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.idempotencyKey, body.idempotency_key));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with another decision (409), keeping the first and dropping nothing silently', async () => {
    const visit = await readyVisit();
    const body = cleared();
    expect((await clearance(practitioner, visit.appointment.id, body)).statusCode).toBe(200);
    const otherDecision = {
      ...body,
      answers: { ...body.answers, clearance_decision: 'not_cleared', clearance_reason: 'BP high' },
    };
    const again = await clearance(practitioner, visit.appointment.id, otherDecision);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: 40901, message: 'forms.idempotencyKeyReused' });
    expect((await appointmentRow(visit.appointment.id)).clearance).toBe('cleared');
  });
});

describe('treatment record', () => {
  it('is shut before clearance, saves a draft after it, and completes the visit when signed', async () => {
    const visit = await readyVisit();
    const early = await treatment(nurse, visit.appointment.id, staffSectionBody('medicalUk'));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('visits.notCleared');
    expect((await draft(nurse, visit.appointment.id, {})).statusCode).toBe(409);

    const decided = await clearance(practitioner, visit.appointment.id, cleared());
    const detailId = decided.json().data.submission_id as string;
    const saved = await draft(nurse, visit.appointment.id, { bp_systolic_before: 128 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.stage).toBe('treated');
    const resaved = await draft(nurse, visit.appointment.id, {
      bp_systolic_before: 130,
      pulse_before: 70,
    });
    expect(resaved.statusCode).toBe(200);
    const drafts = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.appointmentId, visit.appointment.id));
    const kept = drafts.filter((d) => d.status === 'draft');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ kind: 'medical', clientId: null, staffId: nurse.id });
    const during = (
      await visitCall(t.app, practitioner.auth, 'GET', `/api/visits/${visit.appointment.id}`)
    ).json().data;
    expect(during.treatment_draft.answers).toEqual({ bp_systolic_before: 130, pulse_before: 70 });
    expect(during.appointment).toMatchObject({ stage: 'treated', waits_for: 'nurse' });

    const signed = await treatment(nurse, visit.appointment.id, staffSectionBody('medicalUk'));
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({ stage: 'completed', replayed: false });
    const row = await appointmentRow(visit.appointment.id);
    expect(row.state).toBe('completed');
    expect(row.completedAt).toEqual(clock.now());
    expect(row.completionNote).toBeNull();
    const after = (
      await visitCall(t.app, nurse.auth, 'GET', `/api/visits/${visit.appointment.id}`)
    ).json().data;
    expect(after.treatment).toMatchObject({
      kind: 'medical',
      template_id: 'medicalUk',
      signed_by: { staff_id: nurse.id, role: 'nurse' },
      previous_submission_id: detailId,
    });
    expect(after.treatment_draft).toBeNull();
    expect(after.appointment).toMatchObject({ state: 'completed', stage: 'completed' });

    const second = await treatment(nurse, visit.appointment.id, staffSectionBody('medicalUk'));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('visits.alreadyTreated');
    expect((await auditActions(t.database.db, 'visits.treatment.create', 'success')).length).toBe(
      1,
    );
    expect((await auditActions(t.database.db, 'visits.treatment.draft', 'success')).length).toBe(2);
  });

  it('refuses vitals out of range, naming the field', async () => {
    const visit = await clearedVisit();
    const body = staffSectionBody('medicalUk', { bp_systolic_before: 1200 });
    const response = await treatment(nurse, visit.appointment.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('errors.validation');
    expect(response.json().data.fields.map((f: { path: string }) => f.path)).toContain(
      'answers.bp_systolic_before',
    );
    expect((await appointmentRow(visit.appointment.id)).state).toBe('mf_rf_completed');
  });

  it('a nurse of another store cannot write the record', async () => {
    const visit = await clearedVisit();
    const away = await staffAt(t.app, t.database.db, 'nurse', ['capetown']);
    const response = await treatment(away, visit.appointment.id, staffSectionBody('medicalUk'));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('visits.storeNotYours');
  });
});

describe('signed records never change', () => {
  it('refuses UPDATE and DELETE at the database, and takes an addendum beside the original', async () => {
    const visit = await clearedVisit();
    const db = t.database.db;
    const attempts = [
      sql`update form_submissions set answers = '{}'::jsonb where id = ${visit.detailId}`,
      sql`delete from form_submissions where id = ${visit.detailId}`,
      sql`update signatures set signer_name = 'Someone' where submission_id = ${visit.detailId}`,
    ];
    for (const statement of attempts) {
      const failure = await db.execute(statement).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(sqlState(failure)).toBe('P0001');
    }

    const url = `/api/visits/records/${visit.detailId}/addenda`;
    const byNurse = await visitCall(t.app, nurse.auth, 'POST', url, {
      reason: 'Wrong section',
      text: 'Not mine to correct',
    });
    expect(byNurse.statusCode).toBe(403);
    const added = await visitCall(t.app, practitioner.auth, 'POST', url, {
      reason: '  Dose plan corrected  ',
      text: 'Vitamin C 10 g, not 15 g.',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({
      submission_id: visit.detailId,
      staff_name: practitioner.name,
      staff_role: 'practitioner',
      reason: 'Dose plan corrected',
      text: 'Vitamin C 10 g, not 15 g.',
    });
    const addendumId = added.json().data.id as string;
    const rewrite = await db
      .execute(sql`update record_addenda set text = 'x' where id = ${addendumId}`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(sqlState(rewrite)).toBe('P0001');
    const onQuestionnaire = await visitCall(
      t.app,
      nurse.auth,
      'POST',
      `/api/visits/records/${visit.questionnaireId}/addenda`,
      { reason: 'Client update', text: 'Client now says no allergies.' },
    );
    expect(onQuestionnaire.statusCode).toBe(200);

    const record = (
      await visitCall(t.app, nurse.auth, 'GET', `/api/visits/${visit.appointment.id}`)
    ).json().data;
    expect(record.practitioner.addenda).toHaveLength(1);
    expect(record.practitioner.addenda[0]).toMatchObject({ id: addendumId });
    expect(record.questionnaires[0].addenda).toHaveLength(1);
    const [audit] = (await auditActions(db, 'visits.addendum.create', 'success')).slice(0, 1);
    expect(audit).toMatchObject({ actorId: practitioner.id, entityId: visit.detailId });
    expect(JSON.stringify(audit!.data)).not.toContain('Vitamin');
    const rows = await db
      .select()
      .from(recordAddenda)
      .where(eq(recordAddenda.submissionId, visit.detailId));
    expect(rows).toHaveLength(1);

    const missing = await visitCall(
      t.app,
      practitioner.auth,
      'POST',
      '/api/visits/records/00000000-0000-4000-8000-000000000000/addenda',
      { reason: 'x', text: 'y' },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('visits.recordNotFound');
    const blank = await visitCall(t.app, practitioner.auth, 'POST', url, {
      reason: ' ',
      text: 'y',
    });
    expect(blank.statusCode).toBe(400);
  });
});

describe('Mark visit completed', () => {
  const complete = (appointmentId: string, payload: object) =>
    visitCall(t.app, nurse.auth, 'POST', `/api/appointments/${appointmentId}/transition`, {
      event: 'complete_appointment',
      ...payload,
    });

  it('without a signed treatment record asks for a reason and keeps it', async () => {
    const visit = await clearedVisit();
    const bare = await complete(visit.appointment.id, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().data.fields).toEqual([{ path: 'reason', message: 'validation.required' }]);
    const blank = await complete(visit.appointment.id, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    const done = await complete(visit.appointment.id, { reason: ' Client declined treatment ' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.state).toBe('completed');
    expect(await appointmentRow(visit.appointment.id)).toMatchObject({
      state: 'completed',
      completionNote: 'Client declined treatment',
    });
    const [audit] = (await auditActions(t.database.db, 'appointment.transition', 'success')).slice(
      -1,
    );
    expect(audit!.data).toMatchObject({ event: 'complete_appointment', completion_note: true });
    expect(JSON.stringify(audit!.data)).not.toContain('declined');
    const record = (
      await visitCall(t.app, practitioner.auth, 'GET', `/api/visits/${visit.appointment.id}`)
    ).json().data;
    expect(record.appointment.completion_note).toBe('Client declined treatment');
    // Closed: the treatment record can no longer be written.
    const late = await treatment(nurse, visit.appointment.id, staffSectionBody('medicalUk'));
    expect(late.statusCode).toBe(409);
  });
});

describe('treatment record retries', () => {
  it('replays the same signed record for the same key, and refuses the key with another body', async () => {
    const visit = await readyVisit();
    expect((await clearance(practitioner, visit.appointment.id, cleared())).statusCode).toBe(200);
    const body = staffSectionBody('medicalUk');
    const first = await treatment(nurse, visit.appointment.id, body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await treatment(nurse, visit.appointment.id, body);
    expect(again.json().data).toMatchObject({
      submission_id: first.json().data.submission_id,
      replayed: true,
    });
    const changed = await treatment(nurse, visit.appointment.id, {
      ...body,
      answers: { ...body.answers, pulse_after: 99 },
    });
    expect(changed.statusCode, changed.body).toBe(409);
    expect(changed.json()).toMatchObject({ code: 40901, message: 'forms.idempotencyKeyReused' });
  });
});
