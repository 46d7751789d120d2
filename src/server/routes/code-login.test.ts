import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '../auth/one-time-codes';
import { oneTimeCodes, outbox } from '../db/schema';
import { SEND_LIMITS } from '../services/code-sender';
import {
  auditActions,
  lastCodeSentTo,
  lastMessageTo,
  seedStaff,
  signedIn,
} from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';

const clock = testClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  for (const n of [1, 2, 3, 4, 5, 6, 7]) {
    await seedStaff(ctx.database.db, { email: `nurse${n}@clinic.test` });
  }
  await seedStaff(ctx.database.db, { email: 'sms@clinic.test', mobile: '+33612345678' });
});
afterAll(async () => {
  await ctx.close();
});

const send = (payload: object, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/code/send', payload, remoteAddress: ip });
const byEmail = (email: string) => ({ channel: 'email', email });
const login = (email: string, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/code/login',
    payload: { ...byEmail(email), code },
  });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
const rejected = { code: 40000, message: 'auth.codeInvalidOrExpired' };

describe('sign-in codes', () => {
  it('sends six digits and signs in with them once; a reused code is refused', async () => {
    expect((await send(byEmail('nurse1@clinic.test'))).json()).toEqual({
      code: 0,
      message: 'ok',
      data: { sent: true },
    });
    const code = await lastCodeSentTo(ctx.database.db, 'nurse1@clinic.test');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await ctx.database.db.select().from(oneTimeCodes);
    expect(stored.some((row) => row.codeHash.includes(code))).toBe(false);
    signedIn(await login('nurse1@clinic.test', code));
    expect((await login('nurse1@clinic.test', code)).json()).toMatchObject(rejected);
  });

  it('refuses a code after its 10 minutes', async () => {
    await send(byEmail('nurse2@clinic.test'));
    const code = await lastCodeSentTo(ctx.database.db, 'nurse2@clinic.test');
    clock.advance(CODE_TTL_MS);
    expect((await login('nurse2@clinic.test', code)).json()).toMatchObject(rejected);
  });

  it('kills the code at the sixth try after five wrong ones', async () => {
    await send(byEmail('nurse3@clinic.test'));
    const code = await lastCodeSentTo(ctx.database.db, 'nurse3@clinic.test');
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1) {
      expect((await login('nurse3@clinic.test', wrong(code))).json()).toMatchObject(rejected);
    }
    expect((await login('nurse3@clinic.test', code)).json()).toMatchObject(rejected);
  });

  it('accepts the right code after four wrong tries', async () => {
    await send(byEmail('nurse7@clinic.test'));
    const code = await lastCodeSentTo(ctx.database.db, 'nurse7@clinic.test');
    for (let i = 0; i < CODE_MAX_ATTEMPTS - 1; i += 1)
      await login('nurse7@clinic.test', wrong(code));
    signedIn(await login('nurse7@clinic.test', code));
  });

  it('a resend replaces the old code', async () => {
    await send(byEmail('nurse4@clinic.test'));
    const first = await lastCodeSentTo(ctx.database.db, 'nurse4@clinic.test');
    let second = first;
    // Two random codes can coincide (1 in a million); resend until they differ.
    while (second === first) {
      await send(byEmail('nurse4@clinic.test'));
      second = await lastCodeSentTo(ctx.database.db, 'nurse4@clinic.test');
    }
    expect((await login('nurse4@clinic.test', first)).json()).toMatchObject(rejected);
    signedIn(await login('nurse4@clinic.test', second));
  });

  it('sends at most 5 sign-in codes per destination per hour', async () => {
    for (let i = 0; i < SEND_LIMITS.perPurpose; i += 1) {
      expect((await send(byEmail('nurse5@clinic.test'), `10.0.1.${i}`)).statusCode).toBe(200);
    }
    const sixth = await send(byEmail('nurse5@clinic.test'), '10.0.1.99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 42900, message: 'auth.tooManyCodesForLogin' });
    // Unknown addresses are limited alike, so the limit says nothing about accounts.
    for (let i = 0; i < SEND_LIMITS.perPurpose; i += 1)
      await send(byEmail('ghost5@clinic.test'), '10.0.2.1');
    expect((await send(byEmail('ghost5@clinic.test'), '10.0.2.2')).statusCode).toBe(429);
    clock.advance(SEND_LIMITS.windowMs);
    expect((await send(byEmail('nurse5@clinic.test'), '10.0.1.99')).statusCode).toBe(200);
    expect(await auditActions(ctx.database.db, 'auth.code.send', 'denied')).toHaveLength(2);
  });

  it('limits sends per IP', async () => {
    for (let i = 0; i < SEND_LIMITS.perIp; i += 1) {
      expect((await send(byEmail(`someone${i}@else.test`), '10.9.9.9')).statusCode).toBe(200);
    }
    expect((await send(byEmail('nurse6@clinic.test'), '10.9.9.9')).json().message).toBe(
      'auth.tooManyCodes',
    );
    expect((await send(byEmail('nurse6@clinic.test'), '10.9.9.8')).statusCode).toBe(200);
  });

  it('answers a known and an unknown address alike; the unknown one is told to register', async () => {
    const known = await send({ ...byEmail('nurse6@clinic.test'), language: 'fr' }, '10.3.0.1');
    const unknown = await send({ ...byEmail('new.person@else.test'), language: 'fr' }, '10.3.0.1');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const notice = await lastMessageTo(ctx.database.db, 'new.person@else.test');
    expect(notice?.body).toContain('/login?mode=register');
    expect(notice?.body).toContain('inscrivez-vous');
    expect(notice?.body).not.toMatch(/\d{6}/);
    expect((await login('new.person@else.test', '123456')).json()).toMatchObject(rejected);
  });

  it('sends to a mobile in E.164 and signs in with it', async () => {
    const payload = { channel: 'sms', country: 'FR', mobile: '06 12 34 56 78' };
    expect((await send(payload, '10.4.0.1')).json().data).toEqual({ sent: true });
    const code = await lastCodeSentTo(ctx.database.db, '+33612345678');
    const [message] = await ctx.database.db.select({ n: count() }).from(outbox);
    expect(message!.n).toBeGreaterThan(0);
    signedIn(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/code/login',
        payload: { ...payload, code },
      }),
    );
  });

  it('refuses an invalid mobile number', async () => {
    const response = await send({ channel: 'sms', country: 'GB', mobile: '12' });
    expect(response.json()).toMatchObject({
      code: 40000,
      data: { fields: [{ path: 'mobile', message: 'validation.invalidMobile' }] },
    });
  });
});
