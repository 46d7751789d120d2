import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signContactCode } from '../auth/contact-code';
import { clients } from '../db/schema';
import { auditActions, lastCodeSentTo, lastMessageTo, seedStaff } from '../test-support/accounts';
import { seedAppointment, seedClient } from '../test-support/clients';
import { createTestApp, testConfig, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
let db: TestContext['database']['db'];
let keys: ReturnType<typeof testConfig>['secrets']['linkTokenKeys'];
beforeAll(async () => {
  const config = testConfig();
  keys = config.secrets.linkTokenKeys;
  ctx = await createTestApp(config);
  db = ctx.database.db;
  await seedStaff(db, { email: 'nurse@clinic.test', role: 'nurse' });
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/mform/${url}`, payload });
let hour = 0;
async function clientWithCode(email: string, mobile: string | null = null) {
  const client = await seedClient(db, { email, mobile, details: true });
  hour += 1;
  const appointment = await seedAppointment(db, client.id, {
    startsAt: new Date(Date.UTC(2035, 1, 1, hour)),
  });
  const code = signContactCode(
    keys,
    { clientId: client.id, appointmentId: appointment.id },
    new Date(),
  );
  return { client, code };
}
const details = {
  first_name: 'Ada',
  last_name: 'King',
  gender: 'female',
  date_of_birth: '1985-02-03',
  occupation: 'Mathematician',
  address: '12 St James Square, London',
};
const rowOf = async (id: string) => (await db.select().from(clients).where(eq(clients.id, id)))[0]!;
const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

describe('changing a contact on /userinfo and /userData', () => {
  it('answers alike for a free address, another client’s and a staff member’s', async () => {
    await seedClient(db, { email: 'taken@example.com' });
    const answers = [];
    for (const [own, wanted] of [
      ['same1@example.com', 'free@example.com'],
      ['same2@example.com', 'taken@example.com'],
      ['same3@example.com', 'nurse@clinic.test'],
    ] as const) {
      const { code, client } = await clientWithCode(own);
      const response = await post('update_user_info', { code, ...details, email: wanted });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({ email: own, email_verified: true, pending_email: wanted });
      // Nothing of the answer depends on who owns the address.
      answers.push(JSON.stringify({ ...data, email: null, pending_email: null }));
      // A code went to the wanted address, in the same words for everyone.
      const message = await lastMessageTo(db, wanted);
      expect(message?.subject).toBe('Clinic Intake: Your code to confirm a new contact');
      const row = await rowOf(client.id);
      expect(row.email).toBe(own);
      expect(row.pendingEmail).toBe(wanted);
    }
    expect(new Set(answers).size).toBe(1);
    // The staff member's email is not stored on any client as a contact.
    const staffHolders = await db
      .select()
      .from(clients)
      .where(eq(clients.email, 'nurse@clinic.test'));
    expect(staffHolders).toEqual([]);
  });

  it('keeps the old contact until the code is confirmed, then the new one is verified', async () => {
    const { code, client } = await clientWithCode('old@example.com', '+447400111222');
    await post('update_user_info', {
      code,
      ...details,
      email: 'New@Example.com',
      country: 'GB',
      mobile: '07400 333444',
      language: 'fr',
    });
    const shown = (await post('confirm_user_info_show', { code })).json().data;
    expect(shown).toMatchObject({
      email: 'old@example.com',
      email_verified: true,
      pending_email: 'new@example.com',
      mobile: '+447400111222',
      pending_mobile: '+447400333444',
    });
    expect((await lastMessageTo(db, '+447400333444'))?.body).toContain('nouveau contact');
    const emailed = await lastCodeSentTo(db, 'new@example.com');
    const wrong = await post('confirm_contact_change', {
      code,
      channel: 'email',
      otp: otherThan(emailed),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.fields).toEqual([
      { path: 'otp', message: 'auth.codeInvalidOrExpired' },
    ]);
    // A mobile code does not confirm the email, and no code works for the wrong channel.
    const texted = await lastCodeSentTo(db, '+447400333444');
    if (texted !== emailed) {
      const crossed = await post('confirm_contact_change', { code, channel: 'email', otp: texted });
      expect(crossed.statusCode).toBe(400);
    }
    expect((await rowOf(client.id)).email).toBe('old@example.com');
    const ok = await post('confirm_contact_change', { code, channel: 'email', otp: emailed });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      email: 'new@example.com',
      email_verified: true,
      pending_email: null,
      mobile: '+447400111222',
      pending_mobile: '+447400333444',
    });
    const row = await rowOf(client.id);
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    // Used once.
    const again = await post('confirm_contact_change', { code, channel: 'email', otp: emailed });
    expect(again.statusCode).toBe(400);
    const mobile = await post('confirm_contact_change', { code, channel: 'sms', otp: texted });
    expect(mobile.json().data).toMatchObject({
      mobile: '+447400333444',
      mobile_verified: true,
      pending_mobile: null,
    });
    const audit = await auditActions(db, 'client.contact.confirm');
    expect(JSON.stringify(audit.map((a) => a.data))).not.toMatch(/new@example|333444|\d{6}/);
    expect(JSON.stringify(await auditActions(db, 'client.details.update'))).not.toContain(
      'new@example',
    );
  });

  it('gives the current contact back to withdraw a pending change', async () => {
    const { code, client } = await clientWithCode('keep@example.com');
    await post('update_user_info', { code, ...details, email: 'maybe@example.com' });
    const back = await post('update_user_info', { code, ...details, email: 'keep@example.com' });
    expect(back.json().data).toMatchObject({ email: 'keep@example.com', pending_email: null });
    const otp = await lastCodeSentTo(db, 'maybe@example.com');
    expect((await post('confirm_contact_change', { code, channel: 'email', otp })).statusCode).toBe(
      400,
    );
    expect((await rowOf(client.id)).email).toBe('keep@example.com');
  });

  it('answers 409 at confirmation when the address is another client’s or staff’s; nothing changes', async () => {
    for (const wanted of ['held@example.com', 'nurse@clinic.test']) {
      const { code, client } = await clientWithCode(`before-${hour}@example.com`);
      if (wanted === 'held@example.com') await seedClient(db, { email: wanted });
      await post('update_user_info', { code, ...details, email: wanted });
      const before = await rowOf(client.id);
      const otp = await lastCodeSentTo(db, wanted);
      const response = await post('confirm_contact_change', { code, channel: 'email', otp });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('clients.contactTaken');
      expect(await rowOf(client.id)).toEqual(before);
    }
    // A client who proved a free address that someone took meanwhile is refused alike.
    const { code, client } = await clientWithCode('racer@example.com');
    await post('update_user_info', { code, ...details, email: 'late@example.com' });
    const otp = await lastCodeSentTo(db, 'late@example.com');
    await seedClient(db, { email: 'late@example.com' });
    const late = await post('confirm_contact_change', { code, channel: 'email', otp });
    expect(late.statusCode).toBe(409);
    expect((await rowOf(client.id)).email).toBe('racer@example.com');
    expect(await auditActions(db, 'client.contact.confirm', 'denied')).toHaveLength(3);
  });

  it('needs the same access as update_user_info', async () => {
    const anonymous = await post('confirm_contact_change', { channel: 'email', otp: '123456' });
    expect(anonymous.statusCode).toBe(401);
    const { code } = await clientWithCode('nothing-pending@example.com');
    const none = await post('confirm_contact_change', { code, channel: 'sms', otp: '123456' });
    expect(none.statusCode).toBe(400);
  });
});
