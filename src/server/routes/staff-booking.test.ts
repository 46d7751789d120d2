import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, clients } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import {
  auditActions,
  lastCodeSentTo,
  passwordLogin,
  signedIn,
  type SignedIn,
} from '../test-support/accounts';
import { bookingRequest, seedClient, staffSession } from '../test-support/clients';
import { setStore } from '../test-support/stores';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';

// Wednesday 2 January 2030, 10:20 in London (GMT): the 10:00 slot is under way.
const clock = testClock(new Date('2030-01-02T10:20:00Z'));
let ctx: TestContext;
let db: TestContext['database']['db'];
let nurse: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  db = ctx.database.db;
  nurse = await staffSession(ctx.app, db, 'desk@clinic.test', ['london', 'bb']);
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

async function codeFor(email: string): Promise<string> {
  await post('/api/booking/send-code', { channel: 'email', email });
  return lastCodeSentTo(db, email);
}

const walkIn = (
  email: string,
  code: string,
  startsAt = '2030-01-02T10:00:00Z',
  extra: Record<string, string> = {},
) => bookingRequest(email, code, startsAt, { first_name: 'Walk', last_name: 'In', ...extra });

describe('staff register and book a client at the desk (POST /api/appointments)', () => {
  it('registers a new client with the code they read out, booked by this member of staff', async () => {
    const code = await codeFor('walkin@example.com');
    const response = await post(
      '/api/appointments',
      walkIn('walkin@example.com', code),
      nurse.headers,
    );
    expect(response.statusCode).toBe(200);
    const number = response.json().data.number as string;
    const [row] = await db.select().from(appointments).where(eq(appointments.number, number));
    expect(row).toMatchObject({ bookedVia: 'staff', state: 'not_started' });
    expect(row?.bookedByStaffId).toEqual(expect.any(String));
    const [client] = await db.select().from(clients).where(eq(clients.id, row!.clientId));
    expect(client).toMatchObject({ firstName: 'Walk', email: 'walkin@example.com' });
    expect(client?.emailVerifiedAt).not.toBeNull();

    // The search now finds the client, verified, with the booking and who made it.
    const found = await post(
      '/api/clients/search',
      { type: 'email', email: 'walkin@example.com' },
      nurse.headers,
    );
    const appointment = found.json().data.client.appointments[0];
    expect(appointment).toMatchObject({
      number,
      booked_via: 'staff',
      booked_by_name: 'Test Staff',
      starts_at: '2030-01-02T10:00:00.000Z',
    });
    const [audit] = (await auditActions(db, 'appointment.book')).slice(-1);
    expect(audit).toMatchObject({ actorType: 'staff', actorId: row!.bookedByStaffId });
    expect(audit?.data).toMatchObject({ clientId: client!.id, newClient: true });
  });

  it('offers staff the slot under way, which online clients cannot book', async () => {
    const slotsAs = async (headers: Record<string, string>) =>
      (
        await ctx.app.inject({ url: '/api/booking/slots?store=london&date=2030-01-02', headers })
      ).json().data.slots as { starts_at: string; available: boolean }[];
    const underWay = (list: { starts_at: string; available: boolean }[]) =>
      list.find((s) => s.starts_at === '2030-01-02T11:00:00.000Z');
    // 11:00 starts in 40 minutes: inside the clients' one-hour lead time, open to staff.
    expect(underWay(await slotsAs({}))?.available).toBe(false);
    expect(underWay(await slotsAs({ cookie: nurse.headers.cookie! }))?.available).toBe(true);
    const publicCode = await codeFor('late@example.com');
    const online = await post(
      '/api/booking/book',
      walkIn('late@example.com', publicCode, '2030-01-02T11:00:00Z'),
    );
    expect(online.statusCode).toBe(400);
    expect(online.json().message).toBe('booking.invalidSlot');
    // A slot that has already ended is refused to staff too.
    const staffCode = await codeFor('late@example.com');
    const ended = await post(
      '/api/appointments',
      walkIn('late@example.com', staffCode, '2030-01-02T09:00:00Z'),
      nurse.headers,
    );
    expect(ended.statusCode).toBe(400);
    expect(ended.json().data.fields).toContainEqual({
      path: 'starts_at',
      message: 'booking.invalidSlot',
    });
  });

  it('matches an existing client by the confirmed contact instead of registering twice', async () => {
    const existing = await seedClient(db, { email: 'regular@example.com', emailVerified: false });
    const code = await codeFor('regular@example.com');
    const response = await post(
      '/api/appointments',
      walkIn('Regular@Example.com', code, '2030-01-02T12:00:00Z'),
      nurse.headers,
    );
    expect(response.statusCode).toBe(200);
    const rows = await db.select().from(clients).where(eq(clients.email, 'regular@example.com'));
    expect(rows.map((c) => c.id)).toEqual([existing.id]);
  });

  it('frees the chair of an appointment staff cancel, for the next booking', async () => {
    await setStore(db, 'bb', { chairs: 1 });
    const code = await codeFor('cancelme@example.com');
    const slot = '2030-01-02T15:00:00Z';
    const atBb = (email: string, code: string) => walkIn(email, code, slot, { store_code: 'bb' });
    const booked = await post(
      '/api/appointments',
      atBb('cancelme@example.com', code),
      nurse.headers,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const [row] = await db
      .select()
      .from(appointments)
      .where(eq(appointments.number, booked.json().data.number));
    const full = await post(
      '/api/appointments',
      atBb('next@example.com', await codeFor('next@example.com')),
      nurse.headers,
    );
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('booking.slotFull');
    const cancelled = await post(
      `/api/appointments/${row!.id}/transition`,
      { event: 'cancel' },
      nurse.headers,
    );
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled', actions: [] });
    const next = await post(
      '/api/appointments',
      atBb('next@example.com', await codeFor('next@example.com')),
      nurse.headers,
    );
    expect(next.statusCode, next.body).toBe(200);
  });

  it('shows staff the places left at each time; the public only whether it is free', async () => {
    await setStore(db, 'IrfE2', { chairs: 2 });
    const first = await codeFor('placeone@example.com');
    const booked = await post(
      '/api/appointments',
      walkIn('placeone@example.com', first, '2030-01-03T11:00:00Z', {
        store_code: 'IrfE2',
      }),
      nurse.headers,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const slotsAs = async (headers: Record<string, string>) =>
      (
        await ctx.app.inject({ url: '/api/booking/slots?store=IrfE2&date=2030-01-03', headers })
      ).json().data.slots as { starts_at: string; places_left: number | null }[];
    const at = (list: { starts_at: string; places_left: number | null }[], time: string) =>
      list.find((s) => s.starts_at === `2030-01-03T${time}:00.000Z`)?.places_left;
    const staff = await slotsAs({ cookie: nurse.headers.cookie! });
    // The 11:00 drip holds a chair 11:00–12:30; a drip at 09:30 leaves at 11:00, just in time.
    const times = ['09:30', '10:00', '11:00', '12:00', '12:30'];
    expect(times.map((time) => at(staff, time))).toEqual([2, 1, 1, 1, 2]);
    expect((await slotsAs({})).every((s) => s.places_left === null)).toBe(true);
  });

  it('is for staff only: no session 401, a client 403, no CSRF header 403', async () => {
    const body = walkIn('nobody@example.com', '123456', '2030-01-03T10:00:00Z');
    expect((await post('/api/appointments', body)).statusCode).toBe(401);
    await seedClient(db, {
      email: 'member@example.com',
      passwordHash: await hashPassword('member-pass-1'),
    });
    const member = signedIn(await passwordLogin(ctx.app, 'member@example.com', 'member-pass-1'));
    expect((await post('/api/appointments', body, member.headers)).statusCode).toBe(403);
    const noCsrf = await post('/api/appointments', body, { cookie: nurse.headers.cookie! });
    expect(noCsrf.statusCode).toBe(403);
    const rows = await db.select().from(clients).where(eq(clients.email, 'nobody@example.com'));
    expect(rows).toHaveLength(0);
  });
});
