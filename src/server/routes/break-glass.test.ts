import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import {
  staffAt,
  visitCall,
  visitWithQuestionnaire,
  type StaffMember,
} from '../test-support/visits';

// "Break the glass": an admin outside the visit's stores opens one client's records with a
// reason, for a limited time; every access under it is audited; other admins review it.
const clock = testClock();
let t: TestContext;
let nurse: StaffMember;
let admin: StaffMember;
let otherAdmin: StaffMember;
let visit: Awaited<ReturnType<typeof visitWithQuestionnaire>>;
let otherVisit: Awaited<ReturnType<typeof visitWithQuestionnaire>>;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  const db = t.database.db;
  nurse = await staffAt(t.app, db, 'nurse', ['london']);
  admin = await staffAt(t.app, db, 'admin', ['bb']);
  otherAdmin = await staffAt(t.app, db, 'admin', []);
  visit = await visitWithQuestionnaire(t.app, db, nurse.auth);
  otherVisit = await visitWithQuestionnaire(t.app, db, nurse.auth);
});
afterAll(() => t.close());

const readVisit = (who: StaffMember, appointmentId: string) =>
  visitCall(t.app, who.auth, 'GET', `/api/visits/${appointmentId}`);
const breakGlass = (who: StaffMember, body: object) =>
  visitCall(t.app, who.auth, 'POST', '/api/access/break-glass', body);

describe('break the glass', () => {
  it('refuses a reason that says nothing, naming the field, and anyone but an admin', async () => {
    const short = await breakGlass(admin, { appointment_id: visit.appointment.id, reason: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json().data.fields).toEqual([
      { path: 'reason', message: 'access.reasonTooShort' },
    ]);
    const missing = await breakGlass(admin, { reason: 'Client collapsed at the desk' });
    expect(missing.statusCode).toBe(400);
    const byNurse = await breakGlass(nurse, {
      appointment_id: otherVisit.appointment.id,
      reason: 'Client collapsed at the desk',
    });
    expect(byNurse.statusCode).toBe(403);
  });

  it('opens one client for an admin, audited, until it expires', async () => {
    expect((await readVisit(admin, visit.appointment.id)).statusCode).toBe(403);
    const opened = await breakGlass(admin, {
      appointment_id: visit.appointment.id,
      reason: 'Client collapsed at the Manchester desk; London record needed',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const grant = opened.json().data;
    expect(grant).toMatchObject({ client_id: visit.client.id });

    const read = await readVisit(admin, visit.appointment.id);
    expect(read.statusCode, read.body).toBe(200);
    // Another client stays closed.
    expect((await readVisit(admin, otherVisit.appointment.id)).statusCode).toBe(403);

    const accesses = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.actorId, admin.id),
          sql`${auditEvents.data}->>'grant_id' = ${grant.grant_id}`,
        ),
      );
    expect(accesses.map((e) => e.action)).toEqual(
      expect.arrayContaining(['access.break_glass.open', 'visits.record.read']),
    );
    // The reason is free text: it stays in the grant, never in the audit log.
    expect(JSON.stringify(accesses)).not.toContain('Manchester');
  });

  it('lists every grant for review; another admin reviews it, nobody their own', async () => {
    const list = await visitCall(t.app, otherAdmin.auth, 'GET', '/api/admin/break-glass?open=true');
    expect(list.statusCode, list.body).toBe(200);
    const [entry] = list.json().data.entries;
    expect(entry).toMatchObject({
      staff_id: admin.id,
      client_id: visit.client.id,
      reason: 'Client collapsed at the Manchester desk; London record needed',
      reviewed_at: null,
    });
    expect(entry.accesses).toBeGreaterThanOrEqual(1);

    const own = await visitCall(
      t.app,
      admin.auth,
      'POST',
      `/api/admin/break-glass/${entry.id}/review`,
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('access.ownGrant');
    const reviewed = await visitCall(
      t.app,
      otherAdmin.auth,
      'POST',
      `/api/admin/break-glass/${entry.id}/review`,
    );
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const open = await visitCall(t.app, otherAdmin.auth, 'GET', '/api/admin/break-glass?open=true');
    expect(open.json().data.entries).toEqual([]);
    const byNurse = await visitCall(t.app, nurse.auth, 'GET', '/api/admin/break-glass');
    expect(byNurse.statusCode).toBe(403);
    const listed = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'access.break_glass.list'));
    expect(listed.length).toBeGreaterThanOrEqual(2);
  });

  it('ends when the grant expires, an hour after it was opened', async () => {
    // Staff sessions idle out after 30 minutes: the admin keeps working meanwhile.
    clock.advance(29 * 60_000);
    expect((await readVisit(admin, visit.appointment.id)).statusCode).toBe(200);
    clock.advance(29 * 60_000);
    expect((await readVisit(admin, visit.appointment.id)).statusCode).toBe(200);
    clock.advance(3 * 60_000);
    const expired = await readVisit(admin, visit.appointment.id);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('visits.storeNotYours');
  });
});
