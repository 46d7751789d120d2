import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { sessions, staff } from '../db/schema';
import {
  auditActions,
  passwordLogin,
  seedStaff,
  signedIn,
  type SignedIn,
} from '../test-support/accounts';
import { seedClient } from '../test-support/clients';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';

// The search checks the staff session inside its own statement (inline-staff-session.ts); these
// cases prove it lets through exactly the sessions the usual check does, no more.
const clock = testClock(new Date('2030-06-01T09:00:00Z'));
let ctx: TestContext;
let db: TestContext['database']['db'];
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  db = ctx.database.db;
  await seedClient(db, { email: 'found@example.com' });
});
afterAll(() => ctx.close());

let n = 0;
async function nurseSession(): Promise<SignedIn & { id: string }> {
  const email = `inline${(n += 1)}@clinic.test`;
  const row = await seedStaff(db, { email });
  return { ...signedIn(await passwordLogin(ctx.app, email, 'clinic-pass-42')), id: row.id };
}

const search = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/clients/search',
    headers,
    payload: { type: 'email', email: 'found@example.com' },
  });

const searchesBy = async (actorId: string) =>
  (await auditActions(db, 'client.search')).filter((a) => a.actorId === actorId);

async function sessionOf(nurseId: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.subjectId, nurseId), eq(sessions.subjectType, 'staff')));
  return row!;
}

describe('client search checks the staff session in its own statement', () => {
  it('answers a live session, audits the search as that nurse and keeps the session alive', async () => {
    const nurse = await nurseSession();
    const seenAt = (await sessionOf(nurse.id)).lastSeenAt;
    const first = await search(nurse.headers);
    expect(first.json()).toMatchObject({ code: 0, data: { status: 'found' } });
    expect(await searchesBy(nurse.id)).toHaveLength(1);
    // Within 30 s the session row is left alone; after that the search touches it.
    clock.advance(10_000);
    await search(nurse.headers);
    expect((await sessionOf(nurse.id)).lastSeenAt).toEqual(seenAt);
    clock.advance(25_000);
    await search(nurse.headers);
    expect((await sessionOf(nurse.id)).lastSeenAt).toEqual(clock.now());
    expect(await searchesBy(nurse.id)).toHaveLength(3);
  });

  it('refuses a wrong CSRF header with 403 and an audit row, and searches nothing', async () => {
    const nurse = await nurseSession();
    const response = await search({ ...nurse.headers, 'x-csrf-token': 'not-the-token' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(40301);
    expect((await auditActions(db, 'auth.csrf')).some((a) => a.actorId === nurse.id)).toBe(true);
    expect(await searchesBy(nurse.id)).toHaveLength(0);
  });

  it('lets a session through until its idle limit and not a millisecond after', async () => {
    const nurse = await nurseSession();
    clock.advance(30 * 60_000 - 1);
    expect((await search(nurse.headers)).statusCode).toBe(200);
    // That search touched the session; idle again for exactly the limit.
    clock.advance(30 * 60_000);
    const late = await search(nurse.headers);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe(40101);
    expect((await sessionOf(nurse.id)).endReason).toBe('idle-timeout');
    expect(await searchesBy(nurse.id)).toHaveLength(1);
  });

  it('refuses a deactivated member of staff on the very next search', async () => {
    const nurse = await nurseSession();
    await db.update(staff).set({ active: false }).where(eq(staff.id, nurse.id));
    const response = await search(nurse.headers);
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('found@example.com');
    expect(await searchesBy(nurse.id)).toHaveLength(0);
  });

  it('refuses a signed-in client with 403 even with their own CSRF token', async () => {
    await seedClient(db, {
      email: 'member@example.com',
      passwordHash: await hashPassword('member-pass-1'),
    });
    const member = signedIn(await passwordLogin(ctx.app, 'member@example.com', 'member-pass-1'));
    const response = await search(member.headers);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('found@example.com');
  });

  it('refuses a session past its absolute end, however recently it was used', async () => {
    const nurse = await nurseSession();
    // A search every 20 minutes for just under 12 hours: never idle, always answered.
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await search(nurse.headers)).statusCode, `after ${minutes} min`).toBe(200);
    }
    clock.advance(20 * 60_000);
    const response = await search(nurse.headers);
    expect(response.statusCode).toBe(401);
    expect((await sessionOf(nurse.id)).endReason).toBe('absolute-timeout');
  });
});
