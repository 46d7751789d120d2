import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn } from '../services/clients/client-info';
import { clientFieldChanges, clients } from '../db/schema';
import { auditActions } from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import {
  staffAt,
  visitCall,
  visitWithQuestionnaire,
  type StaffMember,
} from '../test-support/visits';

// The name, gender and date of birth the client signs become the client record, with a change
// history and an audit row; the review shows where the signed form differs from the booking.
const clock = testClock(new Date('2030-01-01T09:00:00Z'));
let t: TestContext;
let nurse: StaffMember;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  nurse = await staffAt(t.app, t.database.db, 'nurse');
});
afterAll(() => t.close());

const history = (clientId: string) =>
  t.database.db
    .select()
    .from(clientFieldChanges)
    .where(eq(clientFieldChanges.clientId, clientId))
    .orderBy(asc(clientFieldChanges.field));

describe('a signed questionnaire updates the client record', () => {
  it('stores the signed name, gender and date of birth, with history, audit and the review', async () => {
    // Booked as "Jane Doe", nothing else known; she signs as Janet, female, born 1990-05-17.
    const visit = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth, {
      answers: {
        first_name: 'Janet',
        last_name: ' Doe ',
        gender: 'female',
        date_of_birth: '1990-05-17',
        pregnant: 'no',
      },
    });
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, visit.client.id));
    expect(row).toMatchObject({
      firstName: 'Janet',
      lastName: 'Doe',
      gender: 'female',
      dateOfBirth: '1990-05-17',
    });

    const changes = await history(visit.client.id);
    expect(changes.map((c) => [c.field, c.oldValue, c.newValue])).toEqual([
      ['date_of_birth', null, '1990-05-17'],
      ['first_name', 'Jane', 'Janet'],
      ['gender', null, 'female'],
    ]);
    for (const change of changes) {
      expect(change).toMatchObject({
        source: 'signed_form',
        submissionId: visit.questionnaireId,
        actorType: 'staff',
        actorId: nurse.id,
      });
    }
    const audits = await auditActions(t.database.db, 'clients.record.update');
    const audit = audits.find((a) => a.entityId === visit.client.id);
    // The fields that changed, never their values.
    expect(audit?.data).toEqual({
      source: 'signed_form',
      submission_id: visit.questionnaireId,
      fields: ['date_of_birth', 'first_name', 'gender'],
    });

    const record = await visitCall(t.app, nurse.auth, 'GET', `/api/visits/${visit.appointment.id}`);
    expect(record.statusCode, record.body).toBe(200);
    const { client } = record.json().data;
    expect(client).toMatchObject({
      name: 'Janet Doe',
      gender: 'female',
      date_of_birth: '1990-05-17',
      age: ageOn('1990-05-17', clock.now()),
    });
    expect(client.age).toBe(39);
    // Only what the booking said differently: the first name (it gave no gender or birth date).
    expect(client.signed_changes).toEqual([
      expect.objectContaining({
        field: 'first_name',
        booked: 'Jane',
        signed: 'Janet',
        submission_id: visit.questionnaireId,
      }),
    ]);

    // The staff search table shows the age too.
    const info = await visitCall(t.app, nurse.auth, 'GET', `/api/clients/${visit.client.id}`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toMatchObject({ date_of_birth: '1990-05-17', age: 39 });
  });

  it('writes no history when the signed details are what the record holds', async () => {
    const visit = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth, {
      answers: { first_name: 'Jane', last_name: 'Doe' },
    });
    const before = await history(visit.client.id);
    const fields = before.map((c) => c.field).sort();
    // Gender and date of birth were new; the name was the booking's.
    expect(fields).toEqual(['date_of_birth', 'gender']);
    const record = await visitCall(t.app, nurse.auth, 'GET', `/api/visits/${visit.appointment.id}`);
    expect(record.json().data.client.signed_changes).toEqual([]);
  });

  it('keeps the history append-only', async () => {
    const visit = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth, {
      answers: { first_name: 'Joan' },
    });
    await expect(
      t.database.db
        .update(clientFieldChanges)
        .set({ newValue: 'Someone else' })
        .where(eq(clientFieldChanges.clientId, visit.client.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .delete(clientFieldChanges)
        .where(eq(clientFieldChanges.clientId, visit.client.id)),
    ).rejects.toThrow();
  });
});
