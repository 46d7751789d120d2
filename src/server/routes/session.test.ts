import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { clients, sessions } from '../db/schema';
import { sha256Hex } from '../auth/tokens';
import { passwordLogin, seedStaff, signedIn } from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';

const clock = testClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  await seedStaff(ctx.database.db, { email: 'nurse@clinic.test', password: 'clinic-pass-42' });
  await seedStaff(ctx.database.db, { email: 'boss@clinic.test', role: 'admin' });
});
afterAll(async () => {
  await ctx.close();
});

const login = async () =>
  signedIn(await passwordLogin(ctx.app, 'nurse@clinic.test', 'clinic-pass-42'));
const session = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: '/api/session', headers });
const staffList = (headers: Record<string, string>) =>
  ctx.app.inject({ url: '/api/admin/staff', headers });

describe('sessions', () => {
  it('sets an HttpOnly, SameSite=Lax, Secure login_token and stores only its sha256', async () => {
    const response = await passwordLogin(ctx.app, 'nurse@clinic.test', 'clinic-pass-42');
    const cookie = response.cookies.find((c) => c.name === 'login_token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    const rows = await ctx.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === cookie.value)).toBe(false);
    expect(rows.some((r) => r.tokenHash === sha256Hex(cookie.value))).toBe(true);
  });

  it('reports who is signed in, with the CSRF token', async () => {
    const me = await login();
    const response = await session({ cookie: `login_token=${me.cookie}` });
    expect(response.json().data).toEqual({
      authenticated: true,
      user: { id: expect.any(String), kind: 'staff', role: 'nurse', name: 'Test Staff' },
      csrfToken: me.csrf,
    });
  });

  it('gives a new token at each login', async () => {
    const first = await login();
    const second = await login();
    expect(second.cookie).not.toBe(first.cookie);
    expect(second.csrf).not.toBe(first.csrf);
  });

  it('answers unauthenticated (40100) without a cookie', async () => {
    const response = await staffList({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 40100, message: 'errors.unauthenticated' });
    expect((await session()).json().data).toEqual({
      authenticated: false,
      user: null,
      csrfToken: null,
    });
  });

  it('ends a staff session after 30 idle minutes with sessionExpired (40101)', async () => {
    const me = await login();
    clock.advance(29 * 60_000);
    expect((await session({ cookie: `login_token=${me.cookie}` })).json().data.authenticated).toBe(
      true,
    );
    // Activity at minute 29 restarts the idle clock.
    clock.advance(29 * 60_000);
    expect((await session({ cookie: `login_token=${me.cookie}` })).json().data.authenticated).toBe(
      true,
    );
    clock.advance(30 * 60_000);
    const expired = await session({ cookie: `login_token=${me.cookie}` });
    expect(expired.json().data).toMatchObject({ authenticated: false, expired: true });
    expect(expired.cookies.find((c) => c.name === 'login_token')?.value).toBe('');
    const response = await ctx.app.inject({
      url: '/api/session/logout',
      method: 'POST',
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    const denied = await ctx.app.inject({
      url: '/api/admin/staff',
      headers: { cookie: `login_token=${me.cookie}` },
    });
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toMatchObject({ code: 40101, message: 'errors.sessionExpired' });
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(me.cookie)));
    expect(row?.endReason).toBe('idle-timeout');
  });

  it('ends a staff session 12 hours after sign-in however active it is', async () => {
    const me = await login();
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advance(20 * 60_000);
      expect(
        (await session({ cookie: `login_token=${me.cookie}` })).json().data.authenticated,
      ).toBe(true);
    }
    clock.advance(20 * 60_000);
    expect((await session({ cookie: `login_token=${me.cookie}` })).json().data.expired).toBe(true);
  });

  it('gives clients 60 idle minutes (decision 003)', async () => {
    await ctx.database.db.insert(clients).values({
      firstName: 'Cleo',
      lastName: 'Client',
      email: 'cleo@example.test',
      passwordHash: await hashPassword('cleo-pass-31'),
    });
    const me = signedIn(await passwordLogin(ctx.app, 'cleo@example.test', 'cleo-pass-31'));
    const cookie = { cookie: `login_token=${me.cookie}` };
    clock.advance(45 * 60_000);
    expect((await session(cookie)).json().data.user).toMatchObject({ kind: 'client', role: null });
    clock.advance(60 * 60_000);
    expect((await session(cookie)).json().data.expired).toBe(true);
  });

  it('logout ends the session on the server, not just the cookie', async () => {
    const me = await login();
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: me.headers,
    });
    expect(out.json()).toEqual({ code: 0, message: 'ok', data: null });
    expect(out.cookies.find((c) => c.name === 'login_token')?.value).toBe('');
    // Replaying the old cookie (e.g. copied before logout) does not work.
    const replay = await session({ cookie: `login_token=${me.cookie}` });
    expect(replay.json().data).toMatchObject({ authenticated: false, expired: true });
  });

  it('rejects a cookie-authenticated mutation without the right x-csrf-token (40301)', async () => {
    const me = await login();
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: { cookie: `login_token=${me.cookie}` },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 40301, message: 'errors.csrf' });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: { cookie: `login_token=${me.cookie}`, 'x-csrf-token': 'x'.repeat(43) },
    });
    expect(wrong.json().code).toBe(40301);
    // The session survived the forged requests.
    expect((await session({ cookie: `login_token=${me.cookie}` })).json().data.authenticated).toBe(
      true,
    );
  });
});
