import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemplate } from '../../shared/forms';
import { diffRecords } from '../../shared/forms/record-diff';
import { appointments, auditEvents, consents, formSubmissions } from '../db/schema';
import type { SignedIn } from '../test-support/accounts';
import { validSubmitBody } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { seedClientWithAppointment } from '../test-support/verification';
import { staffAt, type StaffMember } from '../test-support/visits';

// A returning client's visits, months apart, with the clock moved by hand: the re-consent
// form opens with the last answers, is stored in the client's chain, and the practitioner
// sees what changed since the previous visit.
const DAY = 86_400_000;
const clock = testClock(new Date('2030-01-01T09:00:00Z'));
const TEMPLATE = 'mf_uk_20240926';

let ctx: TestContext;
let practitioner: StaffMember;
let elsewhere: StaffMember;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  await signInStaff();
});

/** Months pass: sessions end, so staff sign in again. */
async function signInStaff() {
  practitioner = await staffAt(ctx.app, ctx.database.db, 'practitioner');
  elsewhere = await staffAt(ctx.app, ctx.database.db, 'practitioner', ['capetown']);
}

async function monthsLater(days: number) {
  clock.advance(days * DAY);
  await signInStaff();
}
afterAll(async () => {
  await ctx.close();
});

let slot = 0;
/** Another appointment for the client, two hours after the clock's "now" plus a slot. */
async function laterAppointment(clientId: string): Promise<string> {
  slot += 1;
  const startsAt = new Date(clock.now().getTime() + 2 * 3_600_000 + slot * 600_000);
  const [row] = await ctx.database.db
    .insert(appointments)
    .values({
      number: `AP-R${slot}${Date.now() % 100000}`,
      clientId,
      storeCode: 'london',
      service: 'iv-drip',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      bookedVia: 'staff',
    })
    .returning({ id: appointments.id });
  return row!.id;
}

async function submit(auth: SignedIn, body: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/forms/submissions',
    headers: auth.headers,
    payload: body,
  });
}

async function open(auth: SignedIn, query: string) {
  return ctx.app.inject({ url: `/api/forms/reconsent?${query}`, headers: auth.headers });
}

/** A client whose full form was signed on the desk tablet today; returns ids. */
async function clientWithMf() {
  const { client, appointment } = await seedClientWithAppointment(ctx.database.db, {
    startsAt: new Date(clock.now().getTime() + 3_600_000 + (slot += 1) * 600_000),
  });
  const body = validSubmitBody(TEMPLATE, { appointment_id: appointment.id });
  const response = await submit(practitioner.auth, body);
  expect(response.statusCode, response.body).toBe(200);
  return { clientId: client.id, mfId: response.json().data.submission_id as string, body };
}

/**
 * The re-consent as the page sends it: the opened answers (changed or not), signed again today
 * (the page fills each signature's date with today, as on the full form).
 */
function rfBody(form: { answers: Record<string, unknown> }, appointmentId: string | undefined) {
  const today = clock.now().toISOString().slice(0, 10);
  const dates = getTemplate(TEMPLATE)!
    .sections.flatMap((s) => s.questions)
    .filter((q) => q.type === 'date' && q.defaultToday)
    .map((q) => [q.id, today]);
  return validSubmitBody(TEMPLATE, {
    answers: { ...form.answers, ...Object.fromEntries(dates) },
    purpose: 'rf',
    ...(appointmentId ? { appointment_id: appointmentId } : {}),
  });
}

async function treatmentConsents(clientId: string) {
  return ctx.database.db
    .select()
    .from(consents)
    .where(and(eq(consents.clientId, clientId), eq(consents.kind, 'treatment')));
}

describe('the re-consent form of a returning client', () => {
  it('opens at 7 months with the last answers, stores the change in the chain, renews consent', async () => {
    const { clientId, mfId, body } = await clientWithMf();
    await monthsLater(213);
    const visit = await laterAppointment(clientId);
    const opened = await open(practitioner.auth, `appointment_id=${visit}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const start = opened.json().data;
    expect(start).toMatchObject({
      due: 'rf',
      right: { can_fill: true, required: true, reason: 'ok' },
      previous: { submission_id: mfId, kind: 'mf' },
      form: { template_id: TEMPLATE, store_code: 'london' },
      client: { id: clientId },
    });
    // Every answer comes back for review, no signature does.
    const template = getTemplate(TEMPLATE)!;
    const signatureIds = template.sections
      .flatMap((s) => s.questions)
      .filter((q) => q.type === 'signature')
      .map((q) => q.id);
    for (const id of signatureIds) {
      expect(start.form.answers).not.toHaveProperty(id);
      // The day a signature was given is today's, never the last record's.
      expect(start.form.answers).not.toHaveProperty(`${id}_date`);
    }
    expect(start.form.answers.first_name).toBe(body.answers.first_name);

    const changed = { ...start.form.answers, allergies: { answer: 'yes', detail: 'Penicillin' } };
    const response = await submit(practitioner.auth, rfBody({ answers: changed }, visit));
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, response.json().data.submission_id));
    expect(row).toMatchObject({ kind: 'rf', previousSubmissionId: mfId, appointmentId: visit });
    expect(await treatmentConsents(clientId)).toHaveLength(2);

    const record = await ctx.app.inject({
      url: `/api/visits/${visit}`,
      headers: practitioner.auth.headers,
    });
    const history = record.json().data.history;
    expect(history.baseline.submission_id).toBe(mfId);
    expect(history.between).toEqual([]);
    const diff = diffRecords(
      template,
      history.baseline.answers,
      record.json().data.questionnaires[0].answers,
    );
    expect(diff.changes.map((c) => [c.kind, c.question.id])).toEqual([['changed', 'allergies']]);
  });

  it('lets a client at 3 months close the window with "nothing has changed", renewing nothing', async () => {
    const { clientId, mfId } = await clientWithMf();
    await monthsLater(92);
    const visit = await laterAppointment(clientId);
    const start = (await open(practitioner.auth, `appointment_id=${visit}`)).json().data;
    expect(start).toMatchObject({
      due: 'confirm',
      right: { can_fill: true, required: false, reason: 'consent_recent' },
    });
    const response = await submit(practitioner.auth, rfBody(start.form, visit));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.appointment_state).toBe('mf_rf_completed');
    // The 12 months still run from the full form.
    expect(await treatmentConsents(clientId)).toHaveLength(1);
    const record = (
      await ctx.app.inject({ url: `/api/visits/${visit}`, headers: practitioner.auth.headers })
    ).json().data;
    expect(record.history.baseline.submission_id).toBe(mfId);
    const diff = diffRecords(
      getTemplate(TEMPLATE)!,
      record.history.baseline.answers,
      record.questionnaires[0].answers,
    );
    expect(diff.changes).toEqual([]);
  });

  it('refuses the re-consent at 13 months: the full form is due', async () => {
    const { clientId } = await clientWithMf();
    await monthsLater(396);
    const visit = await laterAppointment(clientId);
    const start = (await open(practitioner.auth, `appointment_id=${visit}`)).json().data;
    expect(start).toMatchObject({
      due: 'mf',
      right: { can_fill: false, reason: 'consent_expired', message: 'forms.cannotFillRf' },
    });
    const response = await submit(practitioner.auth, rfBody(start.form, visit));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('forms.cannotFillRf');
  });

  it('shows a change recorded between visits beside the next visit’s confirmation', async () => {
    const { clientId, mfId } = await clientWithMf();
    await monthsLater(40);
    const between = (await open(practitioner.auth, `client_id=${clientId}`)).json().data;
    expect(between.appointment).toBeNull();
    const medication = {
      ...between.form.answers,
      allergies: { answer: 'yes', detail: 'Latex' },
    };
    const change = await submit(practitioner.auth, {
      ...rfBody({ answers: medication }, undefined),
      client_id: clientId,
    });
    expect(change.statusCode, change.body).toBe(200);
    await monthsLater(40);
    const visit = await laterAppointment(clientId);
    const start = (await open(practitioner.auth, `appointment_id=${visit}`)).json().data;
    expect(start.previous.submission_id).toBe(change.json().data.submission_id);
    await submit(practitioner.auth, rfBody(start.form, visit));
    const record = (
      await ctx.app.inject({ url: `/api/visits/${visit}`, headers: practitioner.auth.headers })
    ).json().data;
    expect(record.history.baseline.submission_id).toBe(mfId);
    expect(record.history.between.map((r: { submission_id: string }) => r.submission_id)).toEqual([
      change.json().data.submission_id,
    ]);
  });

  it('answers staff at the desk for the appointment they opened the form from', async () => {
    const { appointment } = await seedClientWithAppointment(ctx.database.db, {
      startsAt: new Date(clock.now().getTime() + 3_600_000 + (slot += 1) * 600_000),
    });
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/mform/check_form_right',
      headers: practitioner.auth.headers,
      payload: { purpose: 'mf', appointment_id: appointment.id },
    });
    expect(check.json().data).toMatchObject({ can_fill: true, required: true, reason: 'ok' });
    const body = validSubmitBody(TEMPLATE, { appointment_id: appointment.id });
    expect((await submit(practitioner.auth, body)).statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/mform/check_form_right',
      headers: practitioner.auth.headers,
      payload: { purpose: 'mf', appointment_id: appointment.id },
    });
    expect(again.json().data).toMatchObject({ can_fill: false, reason: 'already_signed' });
  });

  it('keeps another store’s staff and anonymous callers out', async () => {
    const { clientId } = await clientWithMf();
    const visit = await laterAppointment(clientId);
    const refused = await open(elsewhere.auth, `appointment_id=${visit}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('visits.storeNotYours');
    // Naming the client instead of the appointment does not open the answers either.
    const byClient = await open(elsewhere.auth, `client_id=${clientId}`);
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json().message).toBe('visits.storeNotYours');
    // A visitor is told to sign in, and learns nothing of the visit they name.
    const anonymous = await ctx.app.inject({ url: `/api/forms/reconsent?appointment_id=${visit}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data).toMatchObject({
      right: { can_fill: false, reason: 'sign_in_required' },
      client: null,
      appointment: null,
      previous: null,
      form: null,
      due: null,
    });
    const denied = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'forms.reconsent.open'), eq(auditEvents.actorType, 'anonymous')),
      );
    expect(denied).toMatchObject([{ outcome: 'denied', entityId: null }]);
  });
});
