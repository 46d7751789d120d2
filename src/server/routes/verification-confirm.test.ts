import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFillGrant } from '../auth/fill-grant';
import type { AppContext } from '../context';
import { identityVerifications } from '../db/schema';
import { auditActions, lastCodeSentTo } from '../test-support/accounts';
import { createTestApp, testConfig, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import {
  expectOutcome,
  issue,
  post,
  seedClientWithAppointment,
  staffSignIn,
} from '../test-support/verification';

const clock = testClock();
const keys = [{ kid: 'k1', secret: randomBytes(32) }];
let t: TestContext;
let staff: Awaited<ReturnType<typeof staffSignIn>>;

beforeAll(async () => {
  t = await createTestApp({ secrets: { linkTokenKeys: keys } }, { clock: clock.now });
  staff = await staffSignIn(t.app, t.database.db);
});
afterAll(() => t.close());

const grantOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === 'fill_grant')?.value;

describe('confirming identity with a one-time code', () => {
  it('verifies the client once: the QR cannot be used twice', async () => {
    const { client, appointment } = await seedClientWithAppointment(t.database.db);
    const link = await issue(t.app, staff, appointment.id, 'verify');
    const body = { code: link.code, store: 'london' };
    const sent = await post(t.app, '/api/mform/verify_encode_send_code', {
      ...body,
      channel: 'sms',
    });
    expect(sent.json()).toMatchObject({
      code: 0,
      data: { sent: true, to: expect.stringContaining('*') },
    });
    const otp = await lastCodeSentTo(t.database.db, client.mobile!);

    const wrong = await post(t.app, '/api/admin/verifyOtpByEncode', {
      ...body,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({
      code: 40000,
      data: { fields: [{ path: 'otp', message: 'verification.wrongCode' }] },
    });

    const ok = await post(t.app, '/api/admin/verifyOtpByEncode', { ...body, otp });
    expect(ok.json()).toMatchObject({
      code: 0,
      data: {
        confirmed: true,
        verified: true,
        next: 'mf',
        user_info: { last_name: 'Doe', email: client.email },
      },
    });
    expect(grantOf(ok)).toBeTruthy();
    const rows = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.clientId, client.id));
    expect(rows).toMatchObject([
      { method: 'code_sms', linkJti: link.linkId, appointmentId: appointment.id },
    ]);
    expect(await auditActions(t.database.db, 'verification.confirm', 'success')).toHaveLength(1);
    expect(await auditActions(t.database.db, 'verification.confirm', 'failure')).toHaveLength(1);

    // Single use: the same QR now fails everywhere.
    expectOutcome(
      await post(t.app, '/api/mform/verify_encode', body),
      40302,
      'verification.linkUsed',
    );
    const again = await post(t.app, '/api/admin/verifyOtpByEncode', { ...body, otp });
    expectOutcome(again, 40302, 'verification.linkUsed');
    const used = await auditActions(t.database.db, 'verification.link.check', 'failure');
    expect(used.at(-1)?.data).toMatchObject({ reason: 'used' });
  });

  it('gives a fill link holder a grant that unmasks that link and the form seam', async () => {
    const { client, appointment } = await seedClientWithAppointment(t.database.db);
    const link = await issue(t.app, staff, appointment.id, 'fill');
    const body = { code: link.code, store: 'london' };
    // A fill link is confirmed through the fill-link call, not the desk one.
    await post(t.app, '/api/mform/verify_encode_send_code', { ...body, channel: 'email' });
    const otp = await lastCodeSentTo(t.database.db, client.email!);
    const wrongCall = await post(t.app, '/api/admin/verifyOtpByEncode', { ...body, otp });
    expectOutcome(wrongCall, 40302, 'verification.verifyError');
    const ok = await post(t.app, '/api/admin/verifyOtpByEncodeForLinkDetail', { ...body, otp });
    expect(ok.json()).toMatchObject({
      code: 0,
      data: { confirmed: true, appointment: { id: appointment.id } },
    });
    const grant = grantOf(ok)!;

    // A fill link stays usable; with the grant this browser sees the details in full.
    const cookie = { cookie: `fill_grant=${grant}` };
    const withGrant = await post(t.app, '/api/mform/verify_encode', body, cookie);
    expect(withGrant.json().data).toMatchObject({
      confirmed: true,
      user_info: { email: client.email },
    });
    const other = await post(t.app, '/api/mform/verify_encode', body);
    expect(other.json().data).toMatchObject({ confirmed: false });

    // The forms seam: the grant names this client and appointment, until the link is revoked.
    const ctx = {
      db: t.database.db,
      config: testConfig({ secrets: { linkTokenKeys: keys } }),
      clock: clock.now,
    } as AppContext;
    const request = { cookies: { fill_grant: grant } } as unknown as FastifyRequest;
    expect(await resolveFillGrant(ctx, request)).toMatchObject({
      clientId: client.id,
      appointmentId: appointment.id,
      storeCode: 'london',
    });
    await post(t.app, '/api/verification/links/revoke', { linkId: link.linkId }, staff.headers);
    expect(await resolveFillGrant(ctx, request)).toBeNull();
  });

  it('refuses to send a code when the client has no verified address', async () => {
    const { appointment } = await seedClientWithAppointment(t.database.db, {
      verifiedContacts: false,
    });
    const link = await issue(t.app, staff, appointment.id, 'verify');
    const view = await post(t.app, '/api/mform/verify_encode', {
      code: link.code,
      store: 'london',
    });
    expect(view.json().data.code_channels).toEqual([]);
    const sent = await post(t.app, '/api/mform/verify_encode_send_code', {
      code: link.code,
      store: 'london',
      channel: 'sms',
    });
    expect(sent.json()).toMatchObject({
      code: 40000,
      data: { fields: [{ message: 'verification.noVerifiedContact' }] },
    });
  });
});
