import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemplate } from '../../shared/forms';
import { appointments, formSubmissions } from '../db/schema';
import { auditActions, lastCodeSentTo } from '../test-support/accounts';
import { PNG_BASE64, seedSignedInClient, validSubmitBody } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { issue, post, seedClientWithAppointment } from '../test-support/verification';
import {
  staffAt,
  staffSectionBody,
  visitCall,
  visitWithQuestionnaire,
  type StaffMember,
} from '../test-support/visits';

// The record of one visit: who may read it, what it shows, and that clients never
// see a staff section through any endpoint. Appointments are on 2030-01-01 (the clock's day).
const clock = testClock();
let t: TestContext;
let nurse: StaffMember;
let practitioner: StaffMember;
let admin: StaffMember;
let elsewhere: StaffMember;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  const db = t.database.db;
  nurse = await staffAt(t.app, db, 'nurse');
  practitioner = await staffAt(t.app, db, 'practitioner');
  admin = await staffAt(t.app, db, 'admin', []);
  elsewhere = await staffAt(t.app, db, 'practitioner', ['capetown']);
});
afterAll(() => t.close());

const recordOf = (auth: StaffMember['auth'] | undefined, appointmentId: string) =>
  visitCall(t.app, auth, 'GET', `/api/visits/${appointmentId}`);

/** Opens a fill link and confirms the emailed code, as the client does: the grant cookie. */
async function fillGrantFor(appointmentId: string, email: string) {
  const link = await issue(t.app, nurse.auth, appointmentId, 'fill');
  const body = { code: link.code, store: 'london' };
  await post(t.app, '/api/mform/verify_encode_send_code', { ...body, channel: 'email' });
  const otp = await lastCodeSentTo(t.database.db, email);
  const ok = await post(t.app, '/api/admin/verifyOtpByEncodeForLinkDetail', { ...body, otp });
  const grant = ok.cookies.find((c) => c.name === 'fill_grant')?.value;
  expect(grant, ok.body).toBeTruthy();
  return `fill_grant=${grant}`;
}

describe('GET /api/visits/:appointment_id', () => {
  it('shows the signed questionnaire with answers, signature images, flags, consent and identity check', async () => {
    const visit = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth, {
      answers: { known_g6pd_deficiency: 'yes' },
    });
    const verified = await post(
      t.app,
      '/api/verification/in-person',
      { clientId: visit.client.id, appointmentId: visit.appointment.id, document: 'passport' },
      nurse.auth.headers,
    );
    expect(verified.statusCode, verified.body).toBe(200);

    const response = await recordOf(practitioner.auth, visit.appointment.id);
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json().data;
    expect(record.appointment).toMatchObject({
      id: visit.appointment.id,
      number: visit.appointment.number,
      store_code: 'london',
      state: 'mf_rf_completed',
      stage: 'verified',
      waits_for: 'practitioner',
      clearance: null,
    });
    // The client record holds the name signed on the form (the sample answers'), not the booking's.
    expect(record.client).toMatchObject({
      id: visit.client.id,
      name: "Siân O'Brien-Lee Siân O'Brien-Lee",
      signed_changes: [
        expect.objectContaining({ field: 'first_name', booked: 'Jane' }),
        expect.objectContaining({ field: 'last_name', booked: 'Doe' }),
      ],
    });
    const mfDetail = getTemplate('mfDetailUk')!;
    expect(record.templates).toEqual({
      detail: { template_id: 'mfDetailUk', version: mfDetail.version },
      medical: { template_id: 'medicalUk', version: getTemplate('medicalUk')!.version },
    });
    expect(record.questionnaires).toHaveLength(1);
    const [questionnaire] = record.questionnaires;
    expect(questionnaire).toMatchObject({
      submission_id: visit.questionnaireId,
      kind: 'mf',
      template_id: 'mfUk',
      signed_by: null,
      addenda: [],
    });
    expect(questionnaire.answers.known_g6pd_deficiency).toBe('yes');
    expect(questionnaire.content_sha256).toMatch(/^[0-9a-f]{64}$/);
    const g6pd = questionnaire.flags.find((f: { id: string }) => f.id === 'g6pd_deficiency');
    expect(g6pd.questions).toContain('known_g6pd_deficiency');
    expect(questionnaire.signatures.length).toBeGreaterThan(0);
    expect(questionnaire.signatures[0].png_data_url).toBe(`data:image/png;base64,${PNG_BASE64}`);
    expect(record.consent).toMatchObject({ treatment: 'exempt', privacy: 'valid' });
    expect(record.verification).toMatchObject({
      method: 'in_person',
      document: 'passport',
      verified_by: nurse.name,
    });
    expect(record).toMatchObject({ practitioner: null, treatment: null, treatment_draft: null });

    const [audit] = (await auditActions(t.database.db, 'visits.record.read', 'success')).slice(-1);
    expect(audit).toMatchObject({ actorType: 'staff', actorId: practitioner.id });
    expect(audit!.entityId).toBe(visit.appointment.id);
    // Ids only: no answers, names or flags in the audit log.
    expect(JSON.stringify(audit!.data)).not.toMatch(/g6pd|Jane|Doe/);
    expect(audit!.data).toMatchObject({ submission_ids: [visit.questionnaireId] });
  });

  it('refuses staff of another store and an admin who does not work there (audited)', async () => {
    const visit = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth);
    // An admin is staff like any other here: outside their stores only by breaking the glass.
    expect((await recordOf(admin.auth, visit.appointment.id)).statusCode).toBe(403);
    const refused = await recordOf(elsewhere.auth, visit.appointment.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'visits.storeNotYours', data: null });
    expect(refused.body).not.toContain('Jane');
    const [denied] = (await auditActions(t.database.db, 'visits.record.read', 'denied')).slice(-1);
    expect(denied).toMatchObject({ actorId: elsewhere.id, entityId: visit.appointment.id });
    const missing = await recordOf(nurse.auth, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('visits.notFound');
  });

  it('refuses a client session and a fill link holder on every visits endpoint', async () => {
    const db = t.database.db;
    const { client, appointment } = await seedClientWithAppointment(db);
    const grant = await fillGrantFor(appointment.id, client.email!);
    const own = await seedSignedInClient(t.app, db, 'own.client@example.com');
    const visit = await visitWithQuestionnaire(t.app, db, nurse.auth);
    const calls = [
      { method: 'GET' as const, url: `/api/visits/${appointment.id}` },
      {
        method: 'POST' as const,
        url: `/api/visits/${appointment.id}/clearance`,
        payload: staffSectionBody('mfDetailUk'),
      },
      {
        method: 'PUT' as const,
        url: `/api/visits/${appointment.id}/treatment/draft`,
        payload: { template_id: 'medicalUk', version: '20231027', answers: {} },
      },
      {
        method: 'POST' as const,
        url: `/api/visits/${appointment.id}/treatment`,
        payload: staffSectionBody('medicalUk'),
      },
      {
        method: 'POST' as const,
        url: `/api/visits/records/${visit.questionnaireId}/addenda`,
        payload: { reason: 'Client said so', text: 'Not true' },
      },
    ];
    for (const call of calls) {
      const byLink = await t.app.inject({ ...call, headers: { cookie: grant } });
      expect(byLink.statusCode, `${call.url} by fill link`).toBe(401);
      const byClient = await t.app.inject({ ...call, headers: own.auth.headers });
      expect(byClient.statusCode, `${call.url} by a client`).toBe(403);
      expect(byClient.json().message).toBe('visits.roleNotAllowed');
      for (const response of [byLink, byClient]) expect(response.body).not.toContain('Jane');
    }
    const denied = await auditActions(db, 'visits.record.read', 'denied');
    expect(denied.some((a) => a.actorType === 'client' && a.actorId === own.id)).toBe(true);
  });
});

describe('clients never read staff sections', () => {
  it('lists and returns the practitioner and nurse records only to staff', async () => {
    const db = t.database.db;
    const client = await seedSignedInClient(t.app, db, 'reader@example.com');
    const { appointment } = await seedClientWithAppointment(db);
    // The visit belongs to a client with a password, so they can sign in and look.
    await db
      .update(appointments)
      .set({ clientId: client.id })
      .where(eq(appointments.id, appointment.id));
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/forms/submissions',
      headers: nurse.auth.headers,
      // G6PD normal: no safety warning to acknowledge at clearance.
      payload: validSubmitBody('mfUk', {
        appointment_id: appointment.id,
        answers: { ...validSubmitBody('mfUk').answers, known_g6pd_deficiency: 'no' },
      }),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const cleared = await visitCall(
      t.app,
      practitioner.auth,
      'POST',
      `/api/visits/${appointment.id}/clearance`,
      staffSectionBody('mfDetailUk', { clearance_decision: 'cleared' }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    const detailId = cleared.json().data.submission_id as string;
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, detailId));
    expect(row).toMatchObject({ kind: 'detail', clientId: client.id, staffId: practitioner.id });

    const list = await t.app.inject({
      url: '/api/forms/submissions',
      headers: client.auth.headers,
    });
    expect(list.statusCode).toBe(200);
    const kinds = list.json().data.items.map((i: { purpose: string }) => i.purpose);
    expect(kinds).toEqual(['mf']);
    const one = await t.app.inject({
      url: `/api/forms/submissions/${detailId}`,
      headers: client.auth.headers,
    });
    expect(one.statusCode).toBe(404);
    const staffView = await t.app.inject({
      url: `/api/forms/submissions?client_id=${client.id}`,
      headers: nurse.auth.headers,
    });
    expect(staffView.json().data.items.map((i: { purpose: string }) => i.purpose)).toContain(
      'detail',
    );
  });

  it('refuses staff templates on the questionnaire endpoints, for everyone', async () => {
    const client = await seedSignedInClient(t.app, t.database.db, 'writer@example.com');
    const body = staffSectionBody('mfDetailUk');
    const submitBody = {
      template_id: body.template_id,
      version: body.version,
      locale: 'en',
      answers: body.answers,
      signatures: [body.signature],
      idempotency_key: body.idempotency_key,
    };
    for (const headers of [client.auth.headers, practitioner.auth.headers, {}]) {
      const submit = await t.app.inject({
        method: 'POST',
        url: '/api/forms/submissions',
        headers,
        payload: submitBody,
      });
      expect(submit.statusCode).toBe(403);
      expect(submit.json().message).toBe('visits.roleNotAllowed');
      const draft = await t.app.inject({
        method: 'PUT',
        url: '/api/forms/drafts',
        headers,
        payload: { template_id: 'medicalUk', version: '20231027', locale: 'en', answers: {} },
      });
      expect(draft.statusCode).toBe(403);
      const load = await t.app.inject({
        url: '/api/forms/drafts?template_id=medicalUk&version=20231027',
        headers,
      });
      expect(load.statusCode).toBe(403);
    }
    // A client template sent as a staff purpose is refused the same way.
    const asDetail = await t.app.inject({
      method: 'POST',
      url: '/api/forms/submissions',
      headers: client.auth.headers,
      payload: {
        ...validSubmitBody('mfUk'),
        purpose: 'detail',
      },
    });
    expect(asDetail.statusCode).toBe(403);
  });
});
