import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { auditActions, lastMessageTo, type SignedIn } from '../test-support/accounts';
import { seedAppointment, seedClient, staffSession } from '../test-support/clients';
import { createTestApp, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
let db: TestContext['database']['db'];
let nurse: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  nurse = await staffSession(ctx.app, db);
});
afterAll(() => ctx.close());

let hour = 0;
async function appointmentOf(client: { id: string }) {
  hour += 1;
  return seedAppointment(db, client.id, {
    startsAt: new Date(Date.parse('2031-07-01T08:00:00Z') + hour * 3_600_000),
  });
}

const invite = (appointmentId: string, headers: Record<string, string> = nurse.headers) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/appointments/${appointmentId}/invite-member`,
    headers,
    payload: { language: 'fr' },
  });

describe('Register and Process: inviting the client to register', () => {
  it('sends the invitation to the verified email, in the chosen language, and audits it', async () => {
    const client = await seedClient(db, { email: 'invitee@example.com' });
    const response = await invite((await appointmentOf(client)).id);
    expect(response.json()).toMatchObject({ code: 0, data: { sent: true, channel: 'email' } });
    const message = await lastMessageTo(db, 'invitee@example.com');
    expect(message?.body).toContain('/login?mode=register');
    expect(message?.body).toContain('inscrivez-vous');
    const [audit] = (await auditActions(db, 'client.memberInvite.send')).slice(-1);
    expect(audit).toMatchObject({ actorType: 'staff', entityId: client.id });
  });

  it('falls back to the verified mobile, never to an unverified address', async () => {
    const client = await seedClient(db, {
      email: 'unproved@example.com',
      emailVerified: false,
      mobile: '+447400555123',
    });
    const response = await invite((await appointmentOf(client)).id);
    expect(response.json().data).toMatchObject({ channel: 'sms' });
    expect(await lastMessageTo(db, 'unproved@example.com')).toBeUndefined();
    expect((await lastMessageTo(db, '+447400555123'))?.body).toContain('/login?mode=register');
  });

  it('refuses a member, a client with nothing verified, an unknown appointment and no session', async () => {
    const member = await seedClient(db, { email: 'member@example.com', passwordHash: 'x' });
    const already = await invite((await appointmentOf(member)).id);
    expect(already.statusCode).toBe(409);
    expect(already.json().message).toBe('clients.alreadyMember');
    const unverified = await seedClient(db, { email: 'nobody@example.com', emailVerified: false });
    const none = await invite((await appointmentOf(unverified)).id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('clients.noVerifiedContact');
    expect(await lastMessageTo(db, 'member@example.com')).toBeUndefined();
    expect(await lastMessageTo(db, 'nobody@example.com')).toBeUndefined();
    expect((await invite(randomUUID())).statusCode).toBe(404);
    const anonymous = await invite((await appointmentOf(unverified)).id, {});
    expect(anonymous.statusCode).toBe(401);
  });
});
