import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditActions, lastCodeSentTo, seedStaff } from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { issue, post, seedClientWithAppointment, staffSignIn } from '../test-support/verification';
import { SEND_LIMITS } from '../services/code-sender';

const clock = testClock();
const MEMBER = 'member.practitioner@clinic.test';
let t: TestContext;
let staff: Awaited<ReturnType<typeof staffSignIn>>;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  await seedStaff(t.database.db, { email: MEMBER, role: 'practitioner' });
});
// Tests move the clock past the staff idle timeout: a fresh desk session each time.
beforeEach(async () => {
  staff = await staffSignIn(t.app, t.database.db);
});
afterAll(() => t.close());

/** Each from its own IP, so only the destination limits are under test. */
let ip = 0;
const nextIp = () => `10.7.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;
const send = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
const bookingCode = (email: string) => send('/api/booking/send-code', { channel: 'email', email });
const registerCode = (email: string) => send('/api/mform/sendEmailRegisterCode', { email });
const loginCode = (email: string) => send('/api/auth/code/send', { channel: 'email', email });

describe('code sends are limited per purpose and destination', () => {
  it('five booking codes do not stop a registration or an identity code; the sixth booking code is refused', async () => {
    const { client, appointment } = await seedClientWithAppointment(t.database.db);
    const email = client.email!;
    for (let i = 0; i < SEND_LIMITS.perPurpose; i += 1) {
      expect((await bookingCode(email)).statusCode).toBe(200);
    }
    const sixth = await bookingCode(email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 42900, message: 'auth.tooManyCodesForBooking' });
    // The first of the five leaves the window then (no time has passed on the test's clock).
    expect(sixth.headers['retry-after']).toBe(String(SEND_LIMITS.windowMs / 1000));
    // The same visit goes on: the desk QR's identity code and a registration code still go out.
    const link = await issue(t.app, staff, appointment.id, 'verify');
    const identity = await send('/api/mform/verify_encode_send_code', {
      code: link.code,
      store: 'london',
      channel: 'email',
    });
    expect(identity.statusCode).toBe(200);
    expect((await registerCode(email)).json()).toMatchObject({ code: 0, data: { sent: true } });
    expect(await lastCodeSentTo(t.database.db, email)).toMatch(/^\d{6}$/);
    const denied = await auditActions(t.database.db, 'auth.code.send', 'denied');
    expect(denied.at(-1)?.data).toEqual({ channel: 'email', purpose: 'booking', limit: 'purpose' });
    // After the hour, booking codes go out again.
    clock.advance(SEND_LIMITS.windowMs);
    expect((await bookingCode(email)).statusCode).toBe(200);
  });

  it('a ceiling across purposes still protects an inbox; refused sends count nowhere', async () => {
    const { client, appointment } = await seedClientWithAppointment(t.database.db);
    const email = client.email!;
    for (const sendOne of [bookingCode, registerCode, loginCode]) {
      for (let i = 0; i < SEND_LIMITS.perPurpose; i += 1) {
        expect((await sendOne(email)).statusCode).toBe(200);
      }
      // The refused sixth of each purpose does not count towards the ceiling.
      expect((await sendOne(email)).statusCode).toBe(429);
    }
    expect(3 * SEND_LIMITS.perPurpose).toBe(SEND_LIMITS.perDestination);
    const link = await issue(t.app, staff, appointment.id, 'verify');
    const identity = await send('/api/mform/verify_encode_send_code', {
      code: link.code,
      store: 'london',
      channel: 'email',
    });
    expect(identity.json()).toMatchObject({ code: 42900, message: 'auth.tooManyCodes' });
    clock.advance(SEND_LIMITS.windowMs);
  });

  it('an unknown address is limited exactly like a member’s, per purpose', async () => {
    for (let i = 0; i < SEND_LIMITS.perPurpose; i += 1) await loginCode('ghost@example.com');
    const ghost = await loginCode('ghost@example.com');
    for (let i = 0; i < SEND_LIMITS.perPurpose; i += 1) await loginCode(MEMBER);
    const member = await loginCode(MEMBER);
    expect(ghost.body).toBe(member.body);
    expect(ghost.json().message).toBe('auth.tooManyCodesForLogin');
    clock.advance(SEND_LIMITS.windowMs);
  });

  it('keeps the brute-force protection: a code dies after five wrong tries, the IP limit holds', async () => {
    await loginCode(MEMBER);
    const right = await lastCodeSentTo(t.database.db, MEMBER);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const r = await post(t.app, '/api/auth/code/login', {
        channel: 'email',
        email: MEMBER,
        code: wrong,
      });
      expect(r.statusCode).toBe(400);
    }
    const late = await post(t.app, '/api/auth/code/login', {
      channel: 'email',
      email: MEMBER,
      code: right,
    });
    expect(late.statusCode).toBe(400);
    const oneIp = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/booking/send-code',
        payload: { channel: 'email', email: `ip${n}@example.com` },
        remoteAddress: '10.99.0.1',
      });
    for (let i = 0; i < SEND_LIMITS.perIp; i += 1) expect((await oneIp(i)).statusCode).toBe(200);
    expect((await oneIp(99)).json().message).toBe('auth.tooManyCodes');
    clock.advance(SEND_LIMITS.windowMs);
  });
});

describe('the verification desk sees why a client’s code was refused', () => {
  it('lists the client’s addresses and purposes at their limit, with when they free up', async () => {
    const { client, appointment } = await seedClientWithAppointment(t.database.db);
    const link = await issue(t.app, staff, appointment.id, 'verify');
    const check = () => post(t.app, '/api/verification/desk', { code: link.code }, staff.headers);
    expect((await check()).json().data.code_limits).toEqual([]);
    const started = clock.now();
    for (let i = 0; i < SEND_LIMITS.perPurpose; i += 1) {
      await send('/api/auth/code/send', { channel: 'sms', country: 'GB', mobile: client.mobile! });
    }
    const limits = (await check()).json().data.code_limits;
    expect(limits).toEqual([
      {
        channel: 'sms',
        purpose: 'login',
        sent: SEND_LIMITS.perPurpose,
        retry_at: new Date(started.getTime() + SEND_LIMITS.windowMs).toISOString(),
      },
    ]);
    // The client's own (masked) view never carries it.
    const own = await post(t.app, '/api/mform/verify_encode', { code: link.code, store: 'london' });
    expect(own.json().data.code_limits).toBeUndefined();
  });
});
