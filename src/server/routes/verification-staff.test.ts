import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityVerifications } from '../db/schema';
import { VERIFY_LIMITS } from '../services/verification/link-check';
import { auditActions } from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import {
  expectOutcome,
  issue,
  post,
  seedClientWithAppointment,
  staffSignIn,
} from '../test-support/verification';

const clock = testClock();
let t: TestContext;
let staff: Awaited<ReturnType<typeof staffSignIn>>;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  staff = await staffSignIn(t.app, t.database.db);
});
afterAll(() => t.close());

describe('the /verify desk and Verify Client', () => {
  it('shows staff the client in full, then records an in-person check that uses the QR up', async () => {
    const { client, appointment } = await seedClientWithAppointment(t.database.db);
    const link = await issue(t.app, staff, appointment.id, 'verify');
    expect((await post(t.app, '/api/verification/desk', { code: link.code })).json()).toMatchObject(
      { code: 40100 },
    );
    const desk = await post(t.app, '/api/verification/desk', { code: link.code }, staff.headers);
    expect(desk.json()).toMatchObject({
      code: 0,
      data: {
        verified: false,
        user_info: { last_name: 'Doe', mobile: client.mobile },
        appointment: { id: appointment.id },
      },
    });
    const body = { clientId: client.id, document: 'passport', code: link.code };
    const verified = await post(t.app, '/api/verification/in-person', body, staff.headers);
    expect(verified.json()).toMatchObject({ code: 0, data: { verified: true, next: 'mf' } });
    const [row] = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.clientId, client.id));
    expect(row).toMatchObject({
      method: 'in_person',
      document: 'passport',
      linkJti: link.linkId,
    });
    expect(row?.verifiedByStaffId).toBeTruthy();
    expect(await auditActions(t.database.db, 'verification.in_person', 'success')).toHaveLength(1);
    const again = await post(t.app, '/api/verification/desk', { code: link.code }, staff.headers);
    expectOutcome(again, 40302, 'verification.linkUsed');
  });

  it('refuses a code that belongs to another client', async () => {
    const a = await seedClientWithAppointment(t.database.db, {
      startsAt: new Date('2030-01-01T15:00:00Z'),
    });
    const b = await seedClientWithAppointment(t.database.db, {
      startsAt: new Date('2030-01-01T16:00:00Z'),
    });
    const link = await issue(t.app, staff, a.appointment.id, 'verify');
    const body = { clientId: b.client.id, document: 'driving_licence', code: link.code };
    expectOutcome(
      await post(t.app, '/api/verification/in-person', body, staff.headers),
      40302,
      'verification.verifyError',
    );
  });
});

describe('the web_params cookie', () => {
  it('is re-checked on the server: a valid token gives the trusted view, anything else null', async () => {
    const { client, appointment } = await seedClientWithAppointment(t.database.db, {
      startsAt: new Date('2030-01-01T17:00:00Z'),
    });
    const link = await issue(t.app, staff, appointment.id, 'fill');
    const cookie = encodeURIComponent(JSON.stringify({ code: link.code, user_id: 'someone-else' }));
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/verification/web-params',
      headers: { cookie: `web_params=${cookie}` },
    });
    expect(ok.json()).toMatchObject({
      code: 0,
      data: { checkEmailType: 2, next: 'mf', verify: { user_id: client.id, last_name: 'D.' } },
    });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/verification/web-params',
      headers: { cookie: 'web_params=%7B%22user_id%22%3A%22x%22%7D' },
    });
    expect(forged.json()).toMatchObject({ code: 0, data: null });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/verification/web-params',
      headers: { cookie: `web_params=${link.code}x` },
    });
    expect(bad.json()).toMatchObject({ code: 0, data: null });
    expect(bad.cookies.find((c) => c.name === 'web_params')?.value).toBe('');
  });
});

describe('rate limits on verification attempts', () => {
  it('limits attempts per token, then per IP', async () => {
    const { appointment } = await seedClientWithAppointment(t.database.db, {
      startsAt: new Date('2030-01-01T18:00:00Z'),
    });
    const link = await issue(t.app, staff, appointment.id, 'verify');
    const body = { code: link.code, store: 'london' };
    const ip = { remoteAddress: '203.0.113.7' };
    const attempt = (b: object, remoteAddress = ip.remoteAddress) =>
      t.app.inject({ method: 'POST', url: '/api/mform/verify_encode', payload: b, remoteAddress });
    for (let i = 0; i < VERIFY_LIMITS.perToken; i += 1)
      expect((await attempt(body)).json().code).toBe(0);
    const refused = await attempt(body);
    expectOutcome(refused, 42900, 'verification.tooManyAttempts');
    expect(refused.headers['retry-after']).toBe(String(VERIFY_LIMITS.windowMs / 1000));
    // The token's limit holds from another address too.
    expectOutcome(await attempt(body, '198.51.100.9'), 42900, 'verification.tooManyAttempts');

    const used = VERIFY_LIMITS.perToken + 1;
    for (let i = used; i < VERIFY_LIMITS.perIp; i += 1) {
      expect((await attempt({ code: `junk${i}.x`, store: 'london' })).json().code).toBe(40302);
    }
    expectOutcome(
      await attempt({ code: 'junk-last.x', store: 'london' }),
      42900,
      'verification.tooManyAttempts',
    );
    const denied = await auditActions(t.database.db, 'verification.link.check', 'denied');
    expect(denied.map((e) => (e.data as { limit: string }).limit)).toEqual([
      'token',
      'token',
      'ip',
    ]);

    // The window slides: ten minutes later the address may try again.
    clock.advance(VERIFY_LIMITS.windowMs);
    expect((await attempt({ code: 'junk-after.x', store: 'london' })).json().code).toBe(40302);
  });
});
