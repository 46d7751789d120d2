import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayViewResult, DayVisitDto } from '../../shared/api/visits';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { issue, seedClientWithAppointment } from '../test-support/verification';
import {
  staffAt,
  visitCall,
  visitWithQuestionnaire,
  type StaffMember,
} from '../test-support/visits';

// Status at a glance: each visit of the day says the client's consent and privacy
// authorization with their expiry, and "identity checked" as soon as the client is verified,
// before any form is in. The QR link names its appointment so the desk can await it.
const clock = testClock();
let t: TestContext;
let nurse: StaffMember;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  nurse = await staffAt(t.app, t.database.db, 'nurse');
});
afterAll(() => t.close());

async function dayVisit(appointmentId: string): Promise<DayVisitDto> {
  const response = await visitCall(
    t.app,
    nurse.auth,
    'GET',
    '/api/visits/day?store_code=london&date=2030-01-01',
  );
  expect(response.statusCode, response.body).toBe(200);
  const visit = (response.json().data as DayViewResult).visits.find(
    (v) => v.appointment_id === appointmentId,
  );
  expect(visit).toBeDefined();
  return visit!;
}

describe('the day view at a glance', () => {
  it('shows a signed client’s consent and privacy authorization with their expiry dates', async () => {
    const { appointment } = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth);
    const visit = await dayVisit(appointment.id);
    expect(visit.consent).toMatchObject({ treatment: 'exempt', privacy: 'valid' });
    const year = (iso: string | null) => new Date(iso!).getUTCFullYear();
    expect(year(visit.consent.treatment_expires_at)).toBe(2031);
    expect(year(visit.consent.privacy_expires_at)).toBe(2031);
  });

  it('says "never given" for a client without forms, and identity checked once verified', async () => {
    const { client, appointment } = await seedClientWithAppointment(t.database.db);
    const before = await dayVisit(appointment.id);
    expect(before.consent).toMatchObject({ treatment: 'none', privacy: 'none' });
    expect(before.verified_at).toBeNull();
    const link = await issue(t.app, nurse.auth, appointment.id, 'verify');
    const verified = await visitCall(t.app, nurse.auth, 'POST', '/api/verification/in-person', {
      clientId: client.id,
      document: 'passport',
      code: link.code,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const after = await dayVisit(appointment.id);
    expect(after.verified_at).not.toBeNull();
    expect(after.state).toBe('not_started');
  });

  it('names the appointment a desk QR link is for', async () => {
    const { appointment } = await seedClientWithAppointment(t.database.db);
    const response = await visitCall(t.app, nurse.auth, 'POST', '/api/verification/links', {
      appointmentId: appointment.number,
      purpose: 'verify',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.appointmentId).toBe(appointment.id);
  });
});
