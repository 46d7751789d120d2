import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, formSubmissions } from '../db/schema';
import { clockTime } from '../services/visits/completion-stamp';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import {
  staffAt,
  staffSectionBody,
  visitCall,
  visitWithQuestionnaire,
  type StaffMember,
} from '../test-support/visits';

// The treatment record starts with what the client gave (height, weight) and what the record
// knows (the session number); the completion time is the moment the nurse signs unless she
// typed one; the observation's end cannot come before its start.
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

async function clearedVisit(answers: Record<string, unknown> = {}) {
  const visit = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth, { answers });
  const body = staffSectionBody('mfDetailUk', { clearance_decision: 'cleared' });
  const response = await visitCall(
    t.app,
    practitioner.auth,
    'POST',
    `/api/visits/${visit.appointment.id}/clearance`,
    body,
  );
  expect(response.statusCode, response.body).toBe(200);
  return visit;
}

const sign = (appointmentId: string, answers: Record<string, unknown>) =>
  visitCall(
    t.app,
    nurse.auth,
    'POST',
    `/api/visits/${appointmentId}/treatment`,
    staffSectionBody('medicalUk', answers),
  );

async function readRecord(appointmentId: string) {
  const response = await visitCall(t.app, nurse.auth, 'GET', `/api/visits/${appointmentId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function signedTreatment(appointmentId: string) {
  const [row] = await t.database.db
    .select({ answers: formSubmissions.answers })
    .from(formSubmissions)
    .where(
      and(eq(formSubmissions.appointmentId, appointmentId), eq(formSubmissions.kind, 'medical')),
    );
  return row!.answers;
}

describe('treatment record prefill', () => {
  it('offers the height and weight the client gave, and session 1 for a first treatment', async () => {
    const visit = await clearedVisit({ height: 171, weight: 64.5 });
    const record = await readRecord(visit.appointment.id);
    expect(record.treatment_prefill).toEqual({ height: 171, weight: 64.5, session_number: 1 });
  });

  it('counts the treatments signed at earlier visits for the session number', async () => {
    const first = await clearedVisit();
    expect((await sign(first.appointment.id, {})).statusCode).toBe(200);
    // The same client comes back: a second appointment with a signed questionnaire.
    const [later] = await t.database.db
      .insert(appointments)
      .values({
        number: `AP-${randomBytes(3).toString('hex').toUpperCase()}`,
        clientId: first.client.id,
        storeCode: 'london',
        service: 'iv-drip',
        startsAt: new Date('2030-01-02T10:00:00Z'),
        endsAt: new Date('2030-01-02T11:00:00Z'),
        bookedVia: 'staff',
      })
      .returning();
    const record = await readRecord(later!.id);
    expect(record.treatment_prefill.session_number).toBe(2);
    // The visit already treated does not count itself.
    expect((await readRecord(first.appointment.id)).treatment_prefill.session_number).toBe(1);
  });
});

describe('completion time', () => {
  it('is the moment the nurse signs, on the store clock, when left empty', async () => {
    const visit = await clearedVisit();
    clock.advance(7 * 60_000);
    const expected = clockTime(clock.now(), 'Europe/London');
    const response = await sign(visit.appointment.id, { completion_time: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await signedTreatment(visit.appointment.id)).completion_time).toBe(expected);
  });

  it('keeps a time the nurse typed', async () => {
    const visit = await clearedVisit();
    const response = await sign(visit.appointment.id, { completion_time: '08:05' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await signedTreatment(visit.appointment.id)).completion_time).toBe('08:05');
  });

  it('replays a retry signed minutes later as the first signature', async () => {
    const visit = await clearedVisit();
    const body = staffSectionBody('medicalUk', { completion_time: '' });
    const url = `/api/visits/${visit.appointment.id}/treatment`;
    const first = await visitCall(t.app, nurse.auth, 'POST', url, body);
    expect(first.statusCode, first.body).toBe(200);
    clock.advance(3 * 60_000);
    const retry = await visitCall(t.app, nurse.auth, 'POST', url, body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toMatchObject({
      submission_id: first.json().data.submission_id,
      replayed: true,
    });
  });
});

describe('observation times', () => {
  it('refuses an end before the start, naming the field', async () => {
    const visit = await clearedVisit();
    const response = await sign(visit.appointment.id, {
      observation_start: '10:40',
      observation_end: '10:10',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([
      { path: 'answers.observation_end', message: 'validation.observationEndBeforeStart' },
    ]);
  });

  it('accepts an end at or after the start', async () => {
    const visit = await clearedVisit();
    const response = await sign(visit.appointment.id, {
      observation_start: '10:40',
      observation_end: '11:10',
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
