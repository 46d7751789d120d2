import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../db/schema';
import { auditActions } from '../test-support/accounts';
import { validSubmitBody } from '../test-support/forms';
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

// A client's earlier records, kept at another store, open to the staff of the visit the client
// has now, for reading only, and only while that visit is open.
const clock = testClock();
let t: TestContext;
let bbNurse: StaffMember;
let londonPractitioner: StaffMember;
let earlier: Awaited<ReturnType<typeof visitWithQuestionnaire>>;
let current: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  const db = t.database.db;
  bbNurse = await staffAt(t.app, db, 'nurse', ['bb']);
  londonPractitioner = await staffAt(t.app, db, 'practitioner', ['london']);
  earlier = await visitWithQuestionnaire(t.app, db, bbNurse.auth, { store: 'bb' });
  const [row] = await db
    .insert(appointments)
    .values({
      number: 'AP-OPEN0001',
      clientId: earlier.client.id,
      storeCode: 'london',
      service: 'iv_drip',
      startsAt: new Date('2030-01-02T10:00:00Z'),
      endsAt: new Date('2030-01-02T11:00:00Z'),
      bookedVia: 'staff',
    })
    .returning({ id: appointments.id });
  current = row!.id;
});
afterAll(() => t.close());

const get = (url: string) => visitCall(t.app, londonPractitioner.auth, 'GET', url);

describe('earlier records through an open visit', () => {
  it('reads the earlier visit, its questionnaire and the client’s list, and changes none', async () => {
    expect((await get(`/api/visits/${earlier.appointment.id}`)).statusCode).toBe(200);
    expect((await get(`/api/forms/submissions/${earlier.questionnaireId}`)).statusCode).toBe(200);
    const list = await get(`/api/forms/submissions?client_id=${earlier.client.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((i: { submission_id: string }) => i.submission_id)).toContain(
      earlier.questionnaireId,
    );
    const clearance = await visitCall(
      t.app,
      londonPractitioner.auth,
      'POST',
      `/api/visits/${earlier.appointment.id}/clearance`,
      staffSectionBody('mfDetailUk', { clearance_decision: 'cleared' }),
    );
    expect(clearance.statusCode).toBe(403);
    expect(clearance.json().message).toBe('visits.storeNotYours');
    const submit = await visitCall(
      t.app,
      londonPractitioner.auth,
      'POST',
      '/api/forms/submissions',
      validSubmitBody('mfUk', { appointment_id: earlier.appointment.id }),
    );
    expect(submit.statusCode).toBe(403);
  });

  it('closes them again once the visit here is over', async () => {
    await t.database.db
      .update(appointments)
      .set({ state: 'cancelled' })
      .where(eq(appointments.id, current));
    expect((await get(`/api/visits/${earlier.appointment.id}`)).statusCode).toBe(403);
    expect((await get(`/api/forms/submissions?client_id=${earlier.client.id}`)).statusCode).toBe(
      403,
    );
    const denied = await auditActions(t.database.db, 'forms.submission.list', 'denied');
    expect(denied.at(-1)).toMatchObject({ actorId: londonPractitioner.id });
  });

  it('never reaches a client with no visit at the staff member’s stores', async () => {
    const { client } = await seedClientWithAppointment(t.database.db, { store: 'bb' });
    const response = await get(`/api/forms/reconsent?client_id=${client.id}`);
    expect(response.statusCode).toBe(403);
  });
});
