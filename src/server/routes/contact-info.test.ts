import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFieldChanges } from '../db/schema';
import { signContactCode } from '../auth/contact-code';
import { hashPassword } from '../auth/passwords';
import { auditActions, passwordLogin, signedIn } from '../test-support/accounts';
import { seedAppointment, seedClient } from '../test-support/clients';
import { createTestApp, testConfig, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
let db: TestContext['database']['db'];
let keys: ReturnType<typeof testConfig>['secrets']['linkTokenKeys'];
beforeAll(async () => {
  const config = testConfig();
  keys = config.secrets.linkTokenKeys;
  ctx = await createTestApp(config);
  db = ctx.database.db;
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
let hour = 0;
async function clientWithCode(input: Parameters<typeof seedClient>[1], state = 'not_started') {
  const client = await seedClient(db, input);
  hour += 1;
  const appointment = await seedAppointment(db, client.id, {
    startsAt: new Date(Date.UTC(2035, 0, 1, hour)),
    state,
  });
  const code = signContactCode(
    keys,
    { clientId: client.id, appointmentId: appointment.id },
    new Date(),
  );
  return { client, appointment, code };
}

const details = {
  first_name: ' Ada ',
  last_name: 'King',
  gender: 'female',
  date_of_birth: '1985-02-03',
  occupation: 'Mathematician',
  address: '12 St James Square, London',
};

describe('contact info with a contact code', () => {
  it('status 1 for a new contact, 2 for a known client, 3 when staff must help', async () => {
    const fresh = await clientWithCode({ email: 'new@example.com' });
    const r1 = await post('/api/mform/contactinfo_show', { code: fresh.code });
    expect(r1.json().data).toMatchObject({
      status: 1,
      client: { email: 'new@example.com', email_verified: true },
      appointment: { number: fresh.appointment.number, state: 'not_started' },
    });
    expect(r1.json().data.code).toBeUndefined();
    const known = await clientWithCode({ email: 'known@example.com', details: true });
    const r2 = await post('/api/mform/new_contact_info', { code: known.code });
    expect(r2.json().data.status).toBe(2);
    expect(r2.json().data.code).toEqual(expect.any(String));
    const missed = await clientWithCode({ email: 'missed@example.com', details: true }, 'missed');
    expect(
      (await post('/api/mform/contactinfo_show', { code: missed.code })).json().data.status,
    ).toBe(3);
    expect((await auditActions(db, 'client.contactInfo.view')).length).toBe(3);
  });

  it('refuses a forged, altered or expired code', async () => {
    const { code } = await clientWithCode({ email: 'forge@example.com' });
    const altered = code.slice(0, -2) + (code.endsWith('AA') ? 'BB' : 'AA');
    const expired = signContactCode(keys, { clientId: 'x', appointmentId: 'y' }, new Date(0));
    for (const bad of [altered, 'nonsense', expired]) {
      const response = await post('/api/mform/contactinfo_show', { code: bad });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('clients.contactCodeInvalid');
    }
  });
});

describe('/userinfo and /userData details', () => {
  it('shows and saves details with full validation under a contact code', async () => {
    const { code, client } = await clientWithCode({ email: 'fill@example.com' });
    const saved = await post('/api/mform/update_user_info', {
      code,
      ...details,
      email: ' Fill@Example.com ',
      country: 'GB',
      mobile: '07400 123456',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      first_name: 'Ada',
      gender: 'female',
      email: 'fill@example.com',
      email_verified: true,
      pending_email: null,
      // A new mobile waits for its code (contact-change.test.ts) before it is the contact.
      mobile: null,
      pending_mobile: '+447400123456',
      // No password yet: /userinfo invites the client to register as a member.
      registered: false,
    });
    const shown = await post('/api/mform/confirm_user_info_show', { code });
    expect(shown.json().data.occupation).toBe('Mathematician');
    const update = await auditActions(db, 'client.details.update');
    expect(update.at(-1)).toMatchObject({ entityId: client.id, actorType: 'link' });
    expect(JSON.stringify(update)).not.toContain('Mathematician');
    // Who the client is keeps its history, like a signed form's values (decision 028).
    const history = await db
      .select()
      .from(clientFieldChanges)
      .where(eq(clientFieldChanges.clientId, client.id));
    // The first name was already Ada: only what changed.
    expect(history.map((h) => [h.field, h.oldValue, h.newValue, h.source]).sort()).toEqual([
      ['date_of_birth', null, '1985-02-03', 'client_details'],
      ['gender', null, 'female', 'client_details'],
      ['last_name', 'Lovelace', 'King', 'client_details'],
    ]);
  });

  it('rejects a bad gender, a future date of birth, an impossible date and empty fields', async () => {
    const { code } = await clientWithCode({ email: 'invalid@example.com' });
    const cases: [object, string, string][] = [
      [{ gender: 'robot' }, 'gender', 'validation.invalidGender'],
      [{ date_of_birth: '2999-01-01' }, 'date_of_birth', 'validation.dateOfBirthInFuture'],
      [{ date_of_birth: '1990-02-30' }, 'date_of_birth', 'validation.invalidDate'],
      [{ occupation: '  ' }, 'occupation', 'validation.required'],
      [{ mobile: '12', country: 'GB' }, 'mobile', 'validation.invalidMobile'],
    ];
    for (const [change, path, message] of cases) {
      const response = await post('/api/mform/update_user_info', { code, ...details, ...change });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().data.fields).toContainEqual({ path, message });
    }
  });

  it('a signed-in client sees only their own record; never another client', async () => {
    const passwordHash = await hashPassword('secret-pass-1');
    const a = await clientWithCode({ email: 'alice@example.com', passwordHash, details: true });
    const b = await clientWithCode({ email: 'bob@example.com', details: true });
    const alice = signedIn(await passwordLogin(ctx.app, 'alice@example.com', 'secret-pass-1'));
    const own = await post('/api/mform/confirm_user_info_show', {}, alice.headers);
    expect(own.json().data).toMatchObject({ email: 'alice@example.com', registered: true });
    const other = await post('/api/mform/confirm_user_info_show', { code: b.code }, alice.headers);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('bob@example.com');
    const otherInfo = await post('/api/mform/contactinfo_show', { code: b.code }, alice.headers);
    expect(otherInfo.statusCode).toBe(403);
    const write = await post(
      '/api/mform/update_user_info',
      { code: b.code, ...details },
      alice.headers,
    );
    expect(write.statusCode).toBe(403);
    // Alice cannot use the staff endpoints either.
    const search = await post(
      '/api/clients/search',
      { type: 'email', email: 'bob@example.com' },
      alice.headers,
    );
    expect(search.statusCode).toBe(403);
    const view = await ctx.app.inject({
      url: `/api/clients/${b.client.id}`,
      headers: alice.headers,
    });
    expect(view.statusCode).toBe(403);
    // Nothing without a session or a code.
    expect((await post('/api/mform/confirm_user_info_show', {})).statusCode).toBe(401);
    expect((await post('/api/mform/update_user_info', details)).statusCode).toBe(401);
    expect(a.client.id).not.toBe(b.client.id);
  });
});
