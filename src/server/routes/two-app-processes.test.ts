import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAX_ATTEMPTS } from '../auth/one-time-codes';
import { SEND_LIMITS } from '../services/code-sender';
import { lastCodeSentTo, passwordLogin, seedStaff, signedIn } from '../test-support/accounts';
import { staffSession } from '../test-support/clients';
import { createTestApp, testConfig, type TestContext } from '../test-support/test-app';
import { openSameDatabase } from '../test-support/test-db';
import { issue, post, seedClientWithAppointment } from '../test-support/verification';

/**
 * Two app processes on one database: everything that guards sign-in and links lives
 * in the database, so a caller gains nothing by spreading requests over the nodes behind a load
 * balancer. On PostgreSQL B has its own pool; on PGlite the two share the one instance.
 */
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  // One signing key for both nodes, as LINK_TOKEN_KEYS gives them in production.
  const secrets = testConfig().secrets;
  a = await createTestApp({ secrets });
  b = await createTestApp({ secrets }, { database: await openSameDatabase(a.database) });
});
afterAll(async () => {
  await b?.close();
  await b?.database.close();
  await a?.close();
});

let ip = 0;
const nextIp = () => `10.6.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;
const sessionOn = (app: TestContext, cookie: string) =>
  app.app.inject({ url: '/api/session', headers: { cookie: `login_token=${cookie}` } });

describe('two app processes on one database', () => {
  it('share sessions: made on A, used on B, signed out on A, ended on B', async () => {
    await seedStaff(a.database.db, { email: 'two.nodes@clinic.test' });
    const me = signedIn(await passwordLogin(a.app, 'two.nodes@clinic.test', 'clinic-pass-42'));
    const onB = await b.app.inject({ url: '/api/visits/day', headers: me.headers });
    expect(onB.statusCode, onB.body).toBe(200);
    expect((await sessionOn(b, me.cookie)).json().data).toMatchObject({ authenticated: true });

    const out = await a.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: me.headers,
    });
    expect(out.statusCode).toBe(200);
    const after = await b.app.inject({ url: '/api/visits/day', headers: me.headers });
    expect(after.statusCode).toBe(401);
    expect((await sessionOn(b, me.cookie)).json().data).toMatchObject({ authenticated: false });
  });

  it('count code sends across both: the limit holds whichever node takes the request', async () => {
    const email = 'limit.both@example.com';
    for (let i = 0; i < SEND_LIMITS.perPurpose; i += 1) {
      const node = i % 2 === 0 ? a : b;
      const sent = await node.app.inject({
        method: 'POST',
        url: '/api/auth/code/send',
        payload: { channel: 'email', email },
        remoteAddress: nextIp(),
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    for (const node of [a, b]) {
      const refused = await node.app.inject({
        method: 'POST',
        url: '/api/auth/code/send',
        payload: { channel: 'email', email },
        remoteAddress: nextIp(),
      });
      expect(refused.statusCode).toBe(429);
    }
  });

  it('use a single-use link once: confirmed on A, refused on B', async () => {
    const staff = await staffSession(a.app, a.database.db, 'desk.both@clinic.test');
    const { client, appointment } = await seedClientWithAppointment(a.database.db);
    const link = await issue(a.app, staff, appointment.id, 'verify');
    const body = { code: link.code, store: 'london' };
    const sent = await post(b.app, '/api/mform/verify_encode_send_code', {
      ...body,
      channel: 'sms',
    });
    expect(sent.json()).toMatchObject({ code: 0 });
    const otp = await lastCodeSentTo(a.database.db, client.mobile!);
    const confirmed = await post(a.app, '/api/admin/verifyOtpByEncode', { ...body, otp });
    expect(confirmed.json()).toMatchObject({ code: 0, data: { confirmed: true } });
    const again = await post(b.app, '/api/admin/verifyOtpByEncode', { ...body, otp });
    expect(again.json()).toMatchObject({ code: 40302, message: 'verification.linkUsed' });
    const check = await post(b.app, '/api/mform/verify_encode', body);
    expect(check.json()).toMatchObject({ code: 40302 });
  });

  it('count wrong code tries split across A and B: five in all, then the right code fails', async () => {
    const email = 'tries.both@clinic.test';
    await seedStaff(a.database.db, { email });
    const sent = await b.app.inject({
      method: 'POST',
      url: '/api/auth/code/send',
      payload: { channel: 'email', email },
      remoteAddress: nextIp(),
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastCodeSentTo(a.database.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const login = (node: TestContext, guess: string) =>
      node.app.inject({
        method: 'POST',
        url: '/api/auth/code/login',
        payload: { channel: 'email', email, code: guess },
        remoteAddress: nextIp(),
      });
    // Three tries on A and two on B, in parallel: the five allowed.
    const guesses = await Promise.all(
      Array.from({ length: CODE_MAX_ATTEMPTS }, (_, n) => login(n < 3 ? a : b, wrong)),
    );
    expect(guesses.every((g) => g.statusCode >= 400 && g.statusCode < 500)).toBe(true);
    for (const node of [a, b]) expect((await login(node, code)).statusCode).not.toBe(200);
  });
});
