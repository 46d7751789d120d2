import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAX_ATTEMPTS } from '../auth/one-time-codes';
import { oneTimeCodes } from '../db/schema';
import { lastCodeSentTo, seedStaff } from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  for (const n of [1, 2, 3]) await seedStaff(ctx.database.db, { email: `race${n}@clinic.test` });
});
afterAll(async () => {
  await ctx.close();
});

// Each guess from its own address: the per-IP limits are not what this test is about.
const login = (email: string, code: string, n: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/code/login',
    payload: { channel: 'email', email, code },
    remoteAddress: `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`,
  });
const send = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/code/send',
    payload: { channel: 'email', email },
    remoteAddress: '10.8.0.1',
  });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
const attemptsOf = async (email: string) =>
  (
    await ctx.database.db
      .select({ attempts: oneTimeCodes.attempts })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.destination, email))
  ).map((r) => r.attempts);

describe('the five tries of a one-time code under parallel guesses', () => {
  it('counts 200 parallel wrong guesses as exactly the five allowed tries', async () => {
    await send('race1@clinic.test');
    const code = await lastCodeSentTo(ctx.database.db, 'race1@clinic.test');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => login('race1@clinic.test', wrong(code), n)),
    );
    expect(answers.every((a) => a.statusCode !== 200 && a.statusCode < 500)).toBe(true);
    expect(await attemptsOf('race1@clinic.test')).toEqual([CODE_MAX_ATTEMPTS]);
    expect((await login('race1@clinic.test', code, 999)).statusCode).not.toBe(200);
  });

  it('accepts the right code in a burst of 12 only if it was among the five counted tries', async () => {
    await send('race2@clinic.test');
    const code = await lastCodeSentTo(ctx.database.db, 'race2@clinic.test');
    const burst = Array.from({ length: 12 }, (_, n) => (n === 7 ? code : wrong(code)));
    const answers = await Promise.all(burst.map((c, n) => login('race2@clinic.test', c, n)));
    const accepted = answers.filter((a) => a.statusCode === 200);
    expect(accepted.length).toBeLessThanOrEqual(1);
    expect(await attemptsOf('race2@clinic.test')).toEqual([CODE_MAX_ATTEMPTS]);
  });

  it('refuses the right code after seven wrong guesses sent in parallel', async () => {
    await send('race3@clinic.test');
    const code = await lastCodeSentTo(ctx.database.db, 'race3@clinic.test');
    await Promise.all(
      Array.from({ length: 7 }, (_, n) => login('race3@clinic.test', wrong(code), n)),
    );
    expect((await login('race3@clinic.test', code, 100)).statusCode).not.toBe(200);
  });
});
