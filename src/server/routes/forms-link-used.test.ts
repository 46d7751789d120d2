import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLinkToken } from '../auth/link-token';
import { consents } from '../db/schema';
import { seedSignedInClient, validSubmitBody } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { seedClientWithAppointment } from '../test-support/verification';

// A fill link opens one form: submitting it uses the link up, and a second form through it is
// refused with the same cannot-fill answer check_form_right gives. And the privacy
// authorization is recorded only by a template that has the privacy section.
const KEY = { kid: 'used', secret: randomBytes(32) };
const clock = testClock();
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ secrets: { linkTokenKeys: [KEY] } }, { clock: clock.now });
});
afterAll(() => t.close());

/** A fill link for the appointment and the grant cookie its confirmed code leaves. */
async function grantFor(clientId: string, appointmentId: string) {
  const jti = randomUUID();
  const now = clock.now();
  const expires = new Date(now.getTime() + 3_600_000);
  await t.database.db.execute(sql`
    insert into link_tokens (jti, purpose, kid, client_id, appointment_id, store_code,
      issued_at, expires_at)
    values (${jti}, 'fill', ${KEY.kid}, ${clientId}, ${appointmentId}, 'london',
      ${now.toISOString()}, ${expires.toISOString()})`);
  const token = signLinkToken([KEY], {
    jti,
    purpose: 'grant',
    store: 'london',
    exp: Math.floor(expires.getTime() / 1000),
  });
  return { jti, headers: { cookie: `fill_grant=${token}` } };
}

const inject = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('a used fill link', () => {
  it('refuses a second submission with the cannot-fill answer', async () => {
    const { client, appointment } = await seedClientWithAppointment(t.database.db);
    const grant = await grantFor(client.id, appointment.id);
    const right = () => inject('/api/mform/check_form_right', {}, grant.headers);
    expect((await right()).json().data).toMatchObject({ can_fill: true });

    const first = validSubmitBody('mfUk');
    const submitted = await inject('/api/forms/submissions', first, grant.headers);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const used = (await t.database.db.execute(
      sql`select used_at from link_tokens where jti = ${grant.jti}`,
    )) as unknown as { rows: { used_at: unknown }[] };
    expect(used.rows[0]?.used_at).not.toBeNull();

    expect((await right()).json().data).toMatchObject({
      can_fill: false,
      reason: 'link_used',
      message: 'forms.cannotFillMf',
    });
    const again = await inject('/api/forms/submissions', validSubmitBody('mfUk'), grant.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'forms.cannotFillMf' });
    // The same submission sent again (a retry) still answers with its first result.
    const retry = await inject('/api/forms/submissions', first, grant.headers);
    expect(retry.json().data).toMatchObject({ replayed: true });
  });
});

describe('the privacy authorization', () => {
  it('is absent for simpleMf and recorded by mfUk', async () => {
    const kinds = async (templateId: string, email: string) => {
      const client = await seedSignedInClient(t.app, t.database.db, email);
      const body = validSubmitBody(templateId);
      const response = await inject('/api/forms/submissions', body, client.auth.headers);
      expect(response.statusCode, response.body).toBe(200);
      const rows = await t.database.db
        .select({ kind: consents.kind })
        .from(consents)
        .where(eq(consents.clientId, client.id));
      return rows.map((r) => r.kind).sort();
    };
    expect(await kinds('simpleMf', 'simple@example.test')).toEqual(['treatment']);
    expect(await kinds('mfUk', 'full@example.test')).toEqual(['privacy', 'treatment']);
  });
});
