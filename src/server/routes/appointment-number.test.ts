import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffStores } from '../db/schema';
import { passwordLogin, seedStaff, signedIn, type SignedIn } from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { post, seedClientWithAppointment } from '../test-support/verification';

const clock = testClock();
let t: TestContext;
let londonNurse: SignedIn;

async function nurseAt(stores: string[]): Promise<SignedIn> {
  const email = `nurse.${randomBytes(3).toString('hex')}@clinic.test`;
  const row = await seedStaff(t.database.db, { email, role: 'nurse' });
  if (stores.length > 0) {
    await t.database.db
      .insert(staffStores)
      .values(stores.map((storeCode) => ({ staffId: row.id, storeCode })));
  }
  return signedIn(await passwordLogin(t.app, email, 'clinic-pass-42'));
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  londonNurse = await nurseAt(['london']);
});
afterAll(() => t.close());

describe('staff name an appointment by the number the screens show', () => {
  it('issues a link for AP-… typed in any case, with spaces around', async () => {
    const { appointment } = await seedClientWithAppointment(t.database.db);
    const typed = `  ${appointment.number.toLowerCase()} `;
    const body = { appointmentId: typed, purpose: 'verify' };
    const issued = await post(t.app, '/api/verification/links', body, londonNurse.headers);
    expect(issued.json()).toMatchObject({ code: 0, data: { purpose: 'verify' } });
    expect(issued.json().data.url).toContain('/verification/london/latest?code=');
  });

  it('records Verify Client for the appointment named by its number', async () => {
    const { client, appointment } = await seedClientWithAppointment(t.database.db);
    const body = { clientId: client.id, appointmentId: appointment.number, document: 'passport' };
    const verified = await post(t.app, '/api/verification/in-person', body, londonNurse.headers);
    expect(verified.json()).toMatchObject({ code: 0, data: { verified: true } });
  });

  it("answers not found for another store's number, as for one that does not exist", async () => {
    const { appointment } = await seedClientWithAppointment(t.database.db, { store: 'de' });
    const elsewhere = { appointmentId: appointment.number, purpose: 'verify' };
    const missing = { appointmentId: 'AP-ZZZZZZZZ', purpose: 'verify' };
    for (const body of [elsewhere, missing]) {
      const answer = await post(t.app, '/api/verification/links', body, londonNurse.headers);
      expect(answer.json()).toMatchObject({
        code: 40400,
        message: 'verification.appointmentNotFound',
      });
    }
  });

  it('refuses text that is neither an id nor an appointment number', async () => {
    const body = { appointmentId: 'tomorrow at ten', purpose: 'verify' };
    const answer = await post(t.app, '/api/verification/links', body, londonNurse.headers);
    expect(answer.json()).toMatchObject({ code: 40000 });
    expect(JSON.stringify(answer.json())).toContain('verification.appointmentRefFormat');
  });
});
