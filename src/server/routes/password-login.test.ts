import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../auth/login-throttle';
import { staff } from '../db/schema';
import {
  auditActions,
  lastCodeSentTo,
  passwordLogin,
  seedStaff,
  signedIn,
} from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';

const clock = testClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  await seedStaff(ctx.database.db, {
    email: 'doc@clinic.test',
    role: 'practitioner',
    password: 'clinic-pass-42',
    mobile: '+447400123456',
  });
});
afterAll(async () => {
  await ctx.close();
});

describe('password sign-in', () => {
  it('signs in by email, case-insensitively, and by mobile with a country', async () => {
    signedIn(await passwordLogin(ctx.app, ' DOC@Clinic.test ', 'clinic-pass-42'));
    signedIn(await passwordLogin(ctx.app, '07400 123456', 'clinic-pass-42', { country: 'GB' }));
    signedIn(await passwordLogin(ctx.app, '+44 7400 123456', 'clinic-pass-42'));
  });

  it('answers a known and an unknown account exactly alike', async () => {
    const known = await passwordLogin(ctx.app, 'doc@clinic.test', 'wrong-pass-1');
    const unknown = await passwordLogin(ctx.app, 'nobody@clinic.test', 'wrong-pass-1');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 40100,
        message: 'auth.wrongAccountOrPassword',
        data: null,
      });
      expect(response.cookies).toEqual([]);
    }
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    const failures = await auditActions(ctx.database.db, 'auth.login', 'failure');
    expect(failures.length).toBeGreaterThanOrEqual(2);
  });

  it('asks for the missing fields (spec §8: enter password)', async () => {
    const response = await passwordLogin(ctx.app, 'doc@clinic.test', '');
    expect(response.json().data.fields).toEqual([
      { path: 'password', message: 'auth.enterPassword' },
    ]);
  });

  it('re-hashes a password made with weaker argon2 parameters at sign-in', async () => {
    const weak = await hash('clinic-pass-42', { memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await ctx.database.db
      .update(staff)
      .set({ passwordHash: weak })
      .where(eq(staff.email, 'doc@clinic.test'));
    signedIn(await passwordLogin(ctx.app, 'doc@clinic.test', 'clinic-pass-42'));
    const [row] = await ctx.database.db
      .select()
      .from(staff)
      .where(eq(staff.email, 'doc@clinic.test'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('failed sign-ins back off and then lock', () => {
  it('doubles the wait after 3 failures and locks after 10, for known and unknown accounts', async () => {
    for (const account of ['doc@clinic.test', 'ghost@clinic.test']) {
      const messages: string[] = [];
      for (let i = 0; i < LOGIN_THROTTLE.lockAfter; i += 1) {
        messages.push((await passwordLogin(ctx.app, account, 'wrong-pass-1')).json().message);
        // Too soon: the backoff refuses without even trying the password.
        if (i >= LOGIN_THROTTLE.freeFailures - 1 && i < LOGIN_THROTTLE.lockAfter - 1) {
          const early = await passwordLogin(ctx.app, account, 'clinic-pass-42');
          expect(early.statusCode).toBe(429);
          expect(early.json().message).toBe('auth.tryAgainLater');
          // The wait this failure started, from the moment of the failure (the test's clock).
          const backoff = 2 ** (i + 1 - LOGIN_THROTTLE.freeFailures);
          expect(early.headers['retry-after']).toBe(String(backoff));
        }
        clock.advance(1000 * 2 ** i);
      }
      expect(messages.slice(0, 9)).toEqual(Array(9).fill('auth.wrongAccountOrPassword'));
      expect(messages[9]).toBe('auth.accountLocked');
      // Even the right password is refused while locked.
      const locked = await passwordLogin(ctx.app, account, 'clinic-pass-42');
      expect(locked.json()).toMatchObject({ code: 42900, message: 'auth.accountLocked' });
      // The lock's end: 15 minutes from the tenth failure, 2^9 s of which have passed.
      const lockLeft = LOGIN_THROTTLE.lockMs / 1000 - 2 ** (LOGIN_THROTTLE.lockAfter - 1);
      expect(locked.headers['retry-after']).toBe(String(lockLeft));
    }
    expect(await auditActions(ctx.database.db, 'auth.lockout')).toHaveLength(2);
    expect((await auditActions(ctx.database.db, 'auth.login', 'denied')).length).toBeGreaterThan(0);
    clock.advance(LOGIN_THROTTLE.lockMs);
    signedIn(await passwordLogin(ctx.app, 'doc@clinic.test', 'clinic-pass-42'));
    // A success clears the count: the next failure is an ordinary one.
    const next = await passwordLogin(ctx.app, 'doc@clinic.test', 'wrong-pass-1');
    expect(next.json().message).toBe('auth.wrongAccountOrPassword');
  });

  it('a sign-in code lifts a lockout (it proves the address)', async () => {
    await seedStaff(ctx.database.db, { email: 'locked@clinic.test', password: 'clinic-pass-42' });
    for (let i = 0; i < LOGIN_THROTTLE.lockAfter; i += 1) {
      await passwordLogin(ctx.app, 'locked@clinic.test', 'wrong-pass-1');
      clock.advance(1000 * 2 ** i);
    }
    expect(
      (await passwordLogin(ctx.app, 'locked@clinic.test', 'clinic-pass-42')).json().message,
    ).toBe('auth.accountLocked');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/code/send',
      payload: { channel: 'email', email: 'locked@clinic.test' },
    });
    const code = await lastCodeSentTo(ctx.database.db, 'locked@clinic.test');
    signedIn(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/code/login',
        payload: { channel: 'email', email: 'locked@clinic.test', code },
      }),
    );
    signedIn(await passwordLogin(ctx.app, 'locked@clinic.test', 'clinic-pass-42'));
  });
});
