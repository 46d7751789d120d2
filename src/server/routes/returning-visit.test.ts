import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemplate } from '../../shared/forms';
import { appointments } from '../db/schema';
import type { SignedIn } from '../test-support/accounts';
import { validSubmitBody } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { seedClientWithAppointment } from '../test-support/verification';
import { staffAt, staffSectionBody, visitCall, type StaffMember } from '../test-support/visits';

// Returning clients have no dead end: inside 6 months "nothing has changed" is signed for the
// visit and the practitioner reviews and clears it; a change in medical history reported on
// the day follows the signed forms until the practitioner decides, and is what they review.
const DAY = 86_400_000;
const clock = testClock(new Date('2030-01-01T09:00:00Z'));
const TEMPLATE = 'mf_uk_20240926';
const DETAIL = 'mf_uk_detail_20240926';

let ctx: TestContext;
let practitioner: StaffMember;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  practitioner = await staffAt(ctx.app, ctx.database.db, 'practitioner');
});
afterAll(() => ctx.close());

let slot = 0;
async function appointmentFor(clientId: string): Promise<string> {
  slot += 1;
  const startsAt = new Date(clock.now().getTime() + 2 * 3_600_000 + slot * 600_000);
  const [row] = await ctx.database.db
    .insert(appointments)
    .values({
      number: `AP-V${slot}${Date.now() % 100000}`,
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

const submit = (auth: SignedIn, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/forms/submissions',
    headers: auth.headers,
    payload: body,
  });
const openReconsent = async (appointmentId: string) => {
  const response = await ctx.app.inject({
    url: `/api/forms/reconsent?appointment_id=${appointmentId}`,
    headers: practitioner.auth.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** A client whose full form was signed at the desk for a visit today. */
async function clientWithSignedVisit() {
  const { client, appointment } = await seedClientWithAppointment(ctx.database.db, {
    startsAt: new Date(clock.now().getTime() + 3_600_000 + (slot += 1) * 600_000),
  });
  const body = validSubmitBody(TEMPLATE, { appointment_id: appointment.id });
  // No safety warning unless a test gives one (G6PD normal).
  Object.assign(body.answers, { known_g6pd_deficiency: 'no' });
  const response = await submit(practitioner.auth, body);
  expect(response.statusCode, response.body).toBe(200);
  return { clientId: client.id, appointmentId: appointment.id };
}

/** The re-consent as the page sends it: the opened answers, signed again today. */
function rfBody(answers: Record<string, unknown>, appointmentId: string) {
  const today = clock.now().toISOString().slice(0, 10);
  const dates = getTemplate(TEMPLATE)!
    .sections.flatMap((s) => s.questions)
    .filter((q) => q.type === 'date' && q.defaultToday)
    .map((q) => [q.id, today]);
  return validSubmitBody(TEMPLATE, {
    answers: { ...answers, ...Object.fromEntries(dates) },
    purpose: 'rf',
    appointment_id: appointmentId,
  });
}

const readRecord = async (appointmentId: string) => {
  const response = await visitCall(
    ctx.app,
    practitioner.auth,
    'GET',
    `/api/visits/${appointmentId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const clear = (appointmentId: string) =>
  visitCall(
    ctx.app,
    practitioner.auth,
    'POST',
    `/api/visits/${appointmentId}/clearance`,
    staffSectionBody(DETAIL, { clearance_decision: 'cleared' }),
  );

describe('a returning client inside 6 months', () => {
  it('confirms nothing has changed for the visit, and the practitioner reviews and clears it', async () => {
    const { clientId } = await clientWithSignedVisit();
    clock.advance(92 * DAY);
    practitioner = await staffAt(ctx.app, ctx.database.db, 'practitioner');
    const visit = await appointmentFor(clientId);
    const start = await openReconsent(visit);
    expect(start).toMatchObject({ due: 'confirm', right: { can_fill: true, required: false } });
    const confirmed = await submit(practitioner.auth, rfBody(start.form.answers, visit));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.appointment_state).toBe('mf_rf_completed');
    const record = await readRecord(visit);
    expect(record.templates.detail).toEqual({ template_id: DETAIL, version: expect.any(String) });
    expect(record.questionnaires[0]).toMatchObject({ kind: 'rf' });
    expect(record.consent).toMatchObject({ privacy: 'valid' });
    const cleared = await clear(visit);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await readRecord(visit)).appointment.clearance).toBe('cleared');
  });
});

describe('a change in medical history on a visit whose forms are signed', () => {
  it('is taken before the decision, keeps the visit signed and is what the practitioner reviews', async () => {
    const { appointmentId } = await clientWithSignedVisit();
    clock.advance(5 * 60_000); // At the desk, minutes after signing.
    const start = await openReconsent(appointmentId);
    expect(start.right).toMatchObject({ can_fill: true });
    const changed = { ...start.form.answers, allergies: { answer: 'yes', detail: 'Penicillin' } };
    const response = await submit(practitioner.auth, rfBody(changed, appointmentId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.appointment_state).toBe('mf_rf_completed');
    const record = await readRecord(appointmentId);
    expect(record.questionnaires.map((q: { kind: string }) => q.kind)).toEqual(['rf', 'mf']);
    expect(record.questionnaires[0].answers.allergies).toEqual({
      answer: 'yes',
      detail: 'Penicillin',
    });
    expect(record.questionnaires[0].flags.map((f: { id: string }) => f.id)).toContain('allergies');
  });

  it('is refused once the practitioner has decided (the decision saw the record it names)', async () => {
    const { appointmentId } = await clientWithSignedVisit();
    expect((await clear(appointmentId)).statusCode).toBe(200);
    const start = await openReconsent(appointmentId);
    expect(start.right).toMatchObject({ can_fill: false, reason: 'already_signed' });
    const late = await submit(practitioner.auth, rfBody(start.form.answers, appointmentId));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('forms.appointmentNotFillable');
  });
});
