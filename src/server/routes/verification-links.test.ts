import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLinkToken } from '../auth/link-token';
import { appointments, linkTokens } from '../db/schema';
import type { SigningKey } from '../secrets';
import { auditActions, lastMessageTo } from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import {
  expectOutcome,
  issue,
  post,
  seedClientWithAppointment,
  staffSignIn,
} from '../test-support/verification';

const INVALID = 40302;
const EXPIRED = 41000;
const oldKey: SigningKey = { kid: 'old', secret: randomBytes(32) };
// The config holds this very array, so a test can rotate keys in the running app.
const keys: SigningKey[] = [oldKey];
const clock = testClock();
let t: TestContext;
let staff: Awaited<ReturnType<typeof staffSignIn>>;
let seeded: Awaited<ReturnType<typeof seedClientWithAppointment>>;

const encode = (code: string, store = 'london') =>
  post(t.app, '/api/mform/verify_encode', { code, store });

beforeAll(async () => {
  t = await createTestApp({ secrets: { linkTokenKeys: keys } }, { clock: clock.now });
  staff = await staffSignIn(t.app, t.database.db);
  seeded = await seedClientWithAppointment(t.database.db);
});
afterAll(() => t.close());

describe('issuing a verification link (staff)', () => {
  it('answers a URL without personal data, a QR code, and sends a fill link', async () => {
    const link = await issue(t.app, staff, seeded.appointment.id, 'fill', ['email', 'sms']);
    expect(link.path).toBe('/verification/london/latest');
    for (const personal of [seeded.client.id, seeded.appointment.id, seeded.client.email!, 'Doe']) {
      expect(link.url).not.toContain(personal);
      expect(Buffer.from(link.code.split('.')[0]!, 'base64url').toString()).not.toContain(personal);
    }
    const data = (await issueRaw()).json().data;
    expect(data.qrPng).toMatch(/^data:image\/png;base64,/);
    expect(data.qrSvg).toContain('<svg');
    // A fill link lives to the end of the appointment day in London (UTC in January).
    expect(link.expiresAt).toBe('2030-01-02T00:00:00.000Z');
    expect((await lastMessageTo(t.database.db, seeded.client.email!))?.body).toContain(link.url);
    expect((await lastMessageTo(t.database.db, seeded.client.mobile!))?.body).toContain(link.url);
    expect(
      await auditActions(t.database.db, 'verification.link.issue', 'success'),
    ).not.toHaveLength(0);
  });

  it('refuses a closed appointment, and a fill link that would be born expired, with no row', async () => {
    const db = t.database.db;
    const closed = await seedClientWithAppointment(db);
    await db
      .update(appointments)
      .set({ state: 'cancelled' })
      .where(eq(appointments.id, closed.appointment.id));
    // Yesterday in London: its fill link would expire at the midnight already passed.
    const past = await seedClientWithAppointment(db, {
      startsAt: new Date('2029-12-31T10:00:00Z'),
    });
    for (const [appointmentId, purpose] of [
      [closed.appointment.id, 'verify'],
      [past.appointment.id, 'fill'],
    ] as const) {
      const response = await post(
        t.app,
        '/api/verification/links',
        { appointmentId, purpose },
        staff.headers,
      );
      expect(response.statusCode, purpose).toBe(409);
      expectOutcome(response, 40900, 'verification.appointmentClosed');
      const rows = await db
        .select()
        .from(linkTokens)
        .where(eq(linkTokens.appointmentId, appointmentId));
      expect(rows, purpose).toHaveLength(0);
    }
  });

  it('needs a signed-in member of staff', async () => {
    const response = await post(t.app, '/api/verification/links', {
      appointmentId: seeded.appointment.id,
      purpose: 'verify',
    });
    expect(response.json()).toMatchObject({ code: 40100 });
  });
});

function issueRaw() {
  return post(
    t.app,
    '/api/verification/links',
    { appointmentId: seeded.appointment.id, purpose: 'verify' },
    staff.headers,
  );
}

describe('verify_encode outcomes', () => {
  it('accepts a valid token and masks the client for the link holder', async () => {
    const link = await issue(t.app, staff, seeded.appointment.id);
    const response = await encode(link.code);
    expect(response.json()).toMatchObject({
      code: 0,
      data: {
        purpose: 'verify',
        confirmed: false,
        verified: false,
        next: 'mf',
        mf: { store_code: 'london', path: expect.stringMatching(/^\/mf\/london\//) },
        mf_id: null,
        code_channels: ['sms', 'email'],
        user_info: { id: seeded.client.id, first_name: 'Jane', last_name: 'D.' },
      },
    });
    const info = response.json().data.user_info;
    expect(info.email).toMatch(/^j\*\*\*@e\*\*\*\.com$/);
    expect(info.mobile).not.toBe(seeded.client.mobile);
    const detail = await post(t.app, '/api/mform/verify_encode_detail', {
      code: link.code,
      store: 'london',
    });
    expect(detail.json().data.appointment).toMatchObject({ number: seeded.appointment.number });
  });

  it('answers qrExpired once the clock passes the expiry of a desk QR (10 minutes)', async () => {
    const link = await issue(t.app, staff, seeded.appointment.id);
    clock.advance(10 * 60_000);
    expectOutcome(await encode(link.code), EXPIRED, 'verification.qrExpired');
    const [event] = (await auditActions(t.database.db, 'verification.link.check', 'failure')).slice(
      -1,
    );
    expect(event).toMatchObject({ entityId: link.linkId, data: { reason: 'expired' } });
  });

  it('refuses a token with one character changed', async () => {
    const { code } = await issue(t.app, staff, seeded.appointment.id);
    for (const i of [5, code.indexOf('.') + 5, code.length - 2]) {
      const swapped = code[i] === 'A' ? 'B' : 'A';
      const changed = code.slice(0, i) + swapped + code.slice(i + 1);
      expectOutcome(await encode(changed), INVALID, 'verification.verifyError');
    }
  });

  it('refuses a token signed with an unknown key id', async () => {
    const { linkId } = await issue(t.app, staff, seeded.appointment.id);
    const exp = Math.floor(clock.now().getTime() / 1000) + 600;
    const stranger = { kid: 'stranger', secret: randomBytes(32) };
    const forged = signLinkToken([stranger], {
      jti: linkId,
      purpose: 'verify',
      store: 'london',
      exp,
    });
    expectOutcome(await encode(forged), INVALID, 'verification.verifyError');
    const events = await auditActions(t.database.db, 'verification.link.check', 'failure');
    expect(events.at(-1)?.data).toMatchObject({ reason: 'unknown_key' });
  });

  it('refuses a token on another store’s path', async () => {
    const { code } = await issue(t.app, staff, seeded.appointment.id);
    expectOutcome(await encode(code, 'bb'), INVALID, 'verification.verifyError');
  });

  it('refuses a revoked token', async () => {
    const { code, linkId } = await issue(t.app, staff, seeded.appointment.id);
    const revoke = await post(t.app, '/api/verification/links/revoke', { linkId }, staff.headers);
    expect(revoke.json()).toMatchObject({ code: 0, data: { revoked: true } });
    expectOutcome(await encode(code), INVALID, 'verification.verifyError');
    expect(await auditActions(t.database.db, 'verification.link.revoke', 'success')).toHaveLength(
      1,
    );
  });

  it('still verifies a token signed by the older key after rotation; new ones use the new key', async () => {
    const { code } = await issue(t.app, staff, seeded.appointment.id);
    keys.unshift({ kid: 'new', secret: randomBytes(32) });
    expect((await encode(code)).json()).toMatchObject({ code: 0 });
    const fresh = await issue(t.app, staff, seeded.appointment.id);
    const [row] = await t.database.db
      .select()
      .from(linkTokens)
      .where(eq(linkTokens.jti, fresh.linkId));
    expect(row?.kid).toBe('new');
    expect((await encode(fresh.code)).json()).toMatchObject({ code: 0 });
  });

  it('records an audit event for each outcome, without the token', async () => {
    const events = await auditActions(t.database.db, 'verification.link.check');
    const reasons = new Set(events.map((e) => (e.data as { reason?: string }).reason ?? e.outcome));
    for (const r of [
      'success',
      'expired',
      'bad_signature',
      'unknown_key',
      'wrong_store',
      'revoked',
    ]) {
      expect(reasons, r).toContain(r);
    }
    const text = JSON.stringify(events);
    const { code } = await issue(t.app, staff, seeded.appointment.id);
    expect(text).not.toContain(code.split('.')[1]!);
    expect(text).not.toContain(seeded.client.email!);
  });
});
