import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, consents, formSubmissions } from '../db/schema';
import { auditActions, lastCodeSentTo } from '../test-support/accounts';
import { validSubmitBody } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { issue, post, seedClientWithAppointment, staffSignIn } from '../test-support/verification';

// Whose questionnaire a submission is: the fill link holder's, or (opened by staff from the
// appointment on a clinic tablet) that appointment's client.
// The appointments seeded below are on 2030-01-01; links are issued that morning.
const clock = testClock();
let t: TestContext;
let staff: Awaited<ReturnType<typeof staffSignIn>>;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  staff = await staffSignIn(t.app, t.database.db);
});
afterAll(() => t.close());

const submit = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/forms/submissions', payload, headers });

async function stored(submissionId: string) {
  const [row] = await t.database.db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.id, submissionId));
  return row!;
}

async function stateOf(appointmentId: string) {
  const [row] = await t.database.db
    .select({ state: appointments.state })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return row?.state;
}

/** Opens a fill link and confirms the emailed code, as the client does: the grant cookie. */
async function fillGrantFor(appointmentId: string, email: string) {
  const link = await issue(t.app, staff, appointmentId, 'fill');
  const body = { code: link.code, store: 'london' };
  await post(t.app, '/api/mform/verify_encode_send_code', { ...body, channel: 'email' });
  const otp = await lastCodeSentTo(t.database.db, email);
  const ok = await post(t.app, '/api/admin/verifyOtpByEncodeForLinkDetail', { ...body, otp });
  const grant = ok.cookies.find((c) => c.name === 'fill_grant')?.value;
  expect(grant, ok.body).toBeTruthy();
  return { cookie: `fill_grant=${grant}` };
}

describe('the subject of a submission', () => {
  it("a fill link holder's form is theirs and moves the link's appointment on", async () => {
    const { client, appointment } = await seedClientWithAppointment(t.database.db);
    const grant = await fillGrantFor(appointment.id, client.email!);
    const response = await submit(validSubmitBody('mfUk'), grant);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.appointment_state).toBe('mf_rf_completed');
    expect(await stored(data.submission_id)).toMatchObject({
      clientId: client.id,
      appointmentId: appointment.id,
    });
    expect(await stateOf(appointment.id)).toBe('mf_rf_completed');
    const granted = await t.database.db
      .select()
      .from(consents)
      .where(eq(consents.clientId, client.id));
    expect(granted.length).toBeGreaterThan(0);
    const [audit] = (await auditActions(t.database.db, 'forms.submission.create')).slice(-1);
    expect(audit).toMatchObject({ actorType: 'link', actorId: client.id });
  });

  it('a fill link holder cannot tie the form to another appointment, even their own', async () => {
    const first = await seedClientWithAppointment(t.database.db);
    const other = await seedClientWithAppointment(t.database.db);
    const grant = await fillGrantFor(first.appointment.id, first.client.email!);
    for (const appointmentId of [other.appointment.id, randomUUID()]) {
      const response = await submit(
        validSubmitBody('mfUk', { appointment_id: appointmentId }),
        grant,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('forms.appointmentNotFound');
    }
    expect(await stateOf(other.appointment.id)).toBe('not_started');
  });

  it("staff open the form from an appointment: it is that appointment's client's form", async () => {
    const { client, appointment } = await seedClientWithAppointment(t.database.db);
    const body = validSubmitBody('mfUk', { appointment_id: appointment.id });
    const response = await submit(body, staff.headers);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(await stored(data.submission_id)).toMatchObject({
      clientId: client.id,
      appointmentId: appointment.id,
    });
    expect(await stateOf(appointment.id)).toBe('mf_rf_completed');
    const [audit] = (await auditActions(t.database.db, 'forms.submission.create')).slice(-1);
    expect(audit?.actorType).toBe('staff');
    // The tablet retries after a lost answer: the first result, not a conflict.
    const again = await submit(body, staff.headers);
    expect(again.json().data).toMatchObject({
      submission_id: data.submission_id,
      replayed: true,
    });
  });

  it("a grant an earlier client left on the tablet does not capture the nurse's next form", async () => {
    const earlier = await seedClientWithAppointment(t.database.db);
    const next = await seedClientWithAppointment(t.database.db);
    const grant = await fillGrantFor(earlier.appointment.id, earlier.client.email!);
    const response = await submit(
      validSubmitBody('mfUk', { appointment_id: next.appointment.id }),
      {
        ...staff.headers,
        cookie: `${staff.headers.cookie}; ${grant.cookie}`,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(response.json().data.submission_id)).toMatchObject({
      clientId: next.client.id,
      appointmentId: next.appointment.id,
    });
    expect(await stateOf(earlier.appointment.id)).toBe('not_started');
  });

  it('an unknown appointment is "not found" for staff; nobody else can name one', async () => {
    const unknown = await submit(
      validSubmitBody('mfUk', { appointment_id: randomUUID() }),
      staff.headers,
    );
    expect(unknown.statusCode).toBe(404);
    const { appointment } = await seedClientWithAppointment(t.database.db);
    const anonymous = await submit(validSubmitBody('mfUk', { appointment_id: appointment.id }));
    expect(anonymous.statusCode).toBe(404);
    expect(await stateOf(appointment.id)).toBe('not_started');
  });
});
