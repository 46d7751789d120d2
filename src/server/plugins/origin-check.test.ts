import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from '../db/schema';
import { auditActions, lastCodeSentTo } from '../test-support/accounts';
import { validSubmitBody } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { issue, post, seedClientWithAppointment, staffSignIn } from '../test-support/verification';

const clock = testClock();
let t: TestContext;
let grant: { cookie: string };
let clientId: string;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://clinic.example' }, { clock: clock.now });
  const staff = await staffSignIn(t.app, t.database.db);
  const { client, appointment } = await seedClientWithAppointment(t.database.db);
  clientId = client.id;
  const link = await issue(t.app, staff, appointment.id, 'fill');
  const body = { code: link.code, store: 'london' };
  await post(t.app, '/api/mform/verify_encode_send_code', { ...body, channel: 'email' });
  const otp = await lastCodeSentTo(t.database.db, client.email!);
  const ok = await post(t.app, '/api/admin/verifyOtpByEncodeForLinkDetail', { ...body, otp });
  grant = { cookie: `fill_grant=${ok.cookies.find((c) => c.name === 'fill_grant')!.value}` };
});
afterAll(() => t.close());

const submissionsOf = async () =>
  (await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.clientId, clientId)))
    .length;

/** A form-encoded submission, as a page on another site can make a browser send. */
function formEncoded(body: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();
}

describe('state-changing requests from another site', () => {
  it("refuses a fill-link holder's form-encoded submission posted from another origin", async () => {
    const before = await submissionsOf();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forms/submissions',
      payload: formEncoded(validSubmitBody('mfUk', { idempotency_key: 'cross-site-1' })),
      headers: {
        ...grant,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'errors.csrf' });
    expect(await submissionsOf()).toBe(before);
    expect(await auditActions(t.database.db, 'auth.origin', 'denied')).not.toHaveLength(0);
  });

  it('refuses sign-in from another origin, and a cross-site fetch without Origin', async () => {
    const payload = { account: 'someone@example.test', password: 'abc12345' };
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { origin: 'null' },
    });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('lets our own pages through, by the public address or the host they were served from', async () => {
    const payload = { account: 'someone@example.test', password: 'abc12345' };
    for (const headers of [
      { origin: 'https://clinic.example', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      {},
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        headers,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
    }
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/forms/submissions',
      payload: validSubmitBody('mfUk', { idempotency_key: 'same-site-1' }),
      headers: { ...grant, origin: 'https://clinic.example' },
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('request hygiene', () => {
  it('answers a path with broken percent-encoding with the envelope', async () => {
    for (const url of ['/api/clients/%E0%A4%A', '/api/x%zz']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: expect.any(Number),
        message: 'errors.malformedBody',
        data: null,
      });
    }
  });

  it('forbids framing in both headers, which agree', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
