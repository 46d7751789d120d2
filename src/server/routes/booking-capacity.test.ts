import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HOURS } from '../../shared/store-settings';
import { appointments } from '../db/schema';
import { bookingRequest, seedAppointment, seedClient, staffSession } from '../test-support/clients';
import type { SignedIn } from '../test-support/accounts';
import { bookingCodeFor, setStore } from '../test-support/stores';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';

// Friday 1 March 2030, 08:00 UTC: the London DST change (31 March) is inside the horizon.
const clock = testClock(new Date('2030-03-01T08:00:00Z'));
let ctx: TestContext;
let db: TestContext['database']['db'];
let nurse: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  db = ctx.database.db;
  nurse = await staffSession(ctx.app, db, 'capacity.desk@clinic.test');
});
afterAll(async () => {
  await ctx.close();
});

type Slot = { starts_at: string; available: boolean; full: boolean; places_left: number | null };

async function slots(store: string, date: string, service = 'iv_drip'): Promise<Slot[]> {
  const response = await ctx.app.inject({
    url: `/api/booking/slots?store=${store}&date=${date}&service=${service}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.slots as Slot[];
}

/** Which of the listed UTC times (HH:MM) are full on that UTC date. */
async function fullAt(
  store: string,
  date: string,
  utcDate: string,
  times: string[],
  service?: string,
) {
  const list = await slots(store, date, service);
  return times.map((time) => list.find((s) => s.starts_at === `${utcDate}T${time}:00.000Z`)?.full);
}

let emails = 0;
async function book(store: string, startsAt: string, service = 'iv_drip') {
  const email = `capacity${(emails += 1)}@example.com`;
  const code = await bookingCodeFor(ctx.app, db, email);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/booking/book',
    payload: bookingRequest(email, code, startsAt, { store_code: store, service }),
  });
}

describe('chairs held for the service and the observation after it', () => {
  it('holds a chair for each service its own minutes plus 30, and frees it exactly then', async () => {
    await setStore(db, 'm3958', {
      chairs: 1,
      services: [
        { id: 'iv_drip', duration_minutes: 45 },
        { id: 'blood_test', duration_minutes: 15 },
      ],
    });
    // Tuesday 5 March, GMT. A blood test at 10:00 holds the chair 10:00–10:45.
    expect((await book('m3958', '2030-03-05T10:00:00Z', 'blood_test')).statusCode).toBe(200);
    // A 45-minute drip stays 75 minutes: from 09:00 it would still be there at 10:00.
    expect(
      await fullAt('m3958', '2030-03-05', '2030-03-05', ['08:30', '09:00', '10:30', '11:00']),
    ).toEqual([undefined, true, true, false]);
    // A 15-minute test stays 45: 09:00 leaves at 09:45; 09:30 would overlap 10:00.
    expect(
      await fullAt('m3958', '2030-03-05', '2030-03-05', ['09:00', '09:30'], 'blood_test'),
    ).toEqual([false, true]);
    const late = await book('m3958', '2030-03-05T09:30:00Z', 'blood_test');
    expect(late.json().message).toBe('booking.slotFull');
    expect((await book('m3958', '2030-03-05T09:00:00Z', 'blood_test')).statusCode).toBe(200);
  });

  it('counts a stay that began the local day before (a store in Auckland, UTC+13)', async () => {
    await setStore(db, 'Kap6x', {
      chairs: 1,
      timezone: 'Pacific/Auckland',
      openingHours: {
        ...DEFAULT_HOURS,
        tue: { open: '20:00', close: '23:59' },
        wed: { open: '00:00', close: '06:00' },
      },
    });
    // Tuesday 5 March 23:30 in Auckland is 10:30 UTC; staff seated a walk-in then for an hour.
    const client = await seedClient(db, { email: 'night@example.com' });
    await seedAppointment(db, client.id, {
      storeCode: 'Kap6x',
      startsAt: new Date('2030-03-05T10:30:00Z'),
    });
    // The stay runs to 01:00 on Wednesday there (12:00 UTC): its first starts are full.
    expect(await fullAt('Kap6x', '2030-03-06', '2030-03-05', ['11:00', '11:30', '12:00'])).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('measures stays in real time on the night London clocks go forward', async () => {
    await setStore(db, 'nHkiC', {
      chairs: 1,
      openingHours: { ...DEFAULT_HOURS, sun: { open: '00:00', close: '06:00' } },
    });
    // 00:30 GMT on Sunday 31 March for an hour: the chair is held until 02:00 UTC (03:00 BST).
    const client = await seedClient(db, { email: 'dst@example.com' });
    await seedAppointment(db, client.id, {
      storeCode: 'nHkiC',
      startsAt: new Date('2030-03-31T00:30:00Z'),
    });
    // 02:30 BST is 01:30 UTC; 03:00 BST is 02:00 UTC. The wall clock skips 01:00–02:00.
    expect(await fullAt('nHkiC', '2030-03-31', '2030-03-31', ['00:00', '01:30', '02:00'])).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('fills London on the day the clocks go forward, at the local hours', async () => {
    await setStore(db, 'london', { chairs: 1 });
    // Sunday 31 March: London opens 11:00 BST, which is 10:00 UTC.
    const list = await slots('london', '2030-03-31');
    expect(list[0]!.starts_at).toBe('2030-03-31T10:00:00.000Z');
    expect((await book('london', '2030-03-31T10:00:00Z')).statusCode).toBe(200);
    expect(
      await fullAt('london', '2030-03-31', '2030-03-31', ['10:00', '10:30', '11:00', '11:30']),
    ).toEqual([true, true, true, false]);
    await setStore(db, 'london', { chairs: 4 });
  });
});

describe('the last chair', () => {
  it('goes to exactly one of 20 bookings racing for it, online and at the desk alike', async () => {
    await setStore(db, 'ruhKM', { chairs: 3 });
    const slot = '2030-03-07T15:00:00Z';
    for (const email of ['held1@example.com', 'held2@example.com']) {
      const client = await seedClient(db, { email });
      await seedAppointment(db, client.id, { storeCode: 'ruhKM', startsAt: new Date(slot) });
    }
    const racers = Array.from({ length: 20 }, (_, i) => `racer${i}@example.com`);
    const codes: string[] = [];
    for (const email of racers) codes.push(await bookingCodeFor(ctx.app, db, email));
    const responses = await Promise.all(
      racers.map((email, i) =>
        ctx.app.inject({
          method: 'POST',
          // Half book online, half are walk-ins booked by the desk: one rule for both.
          url: i % 2 === 0 ? '/api/booking/book' : '/api/appointments',
          payload: bookingRequest(email, codes[i]!, slot, { store_code: 'ruhKM' }),
          headers: i % 2 === 0 ? {} : nurse.headers,
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('booking.slotFull');
    }
    const rows = await db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.storeCode, 'ruhKM'),
          eq(appointments.startsAt, new Date(slot)),
          ne(appointments.state, 'cancelled'),
        ),
      );
    expect(rows).toHaveLength(3);
    // A loser's code was given back with its transaction: it books another time.
    const loser = racers[statuses.indexOf(409)]!;
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/book',
      payload: bookingRequest(loser, codes[statuses.indexOf(409)]!, '2030-03-07T16:30:00Z', {
        store_code: 'ruhKM',
      }),
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('online booking switched off', () => {
  it('hides the store from the public and keeps it bookable at the desk', async () => {
    await setStore(db, 'WNext', { onlineBooking: false, name: 'Wembley' });
    const publicStores = (await ctx.app.inject({ url: '/api/booking/options' })).json().data
      .stores as { code: string }[];
    expect(publicStores.map((s) => s.code)).not.toContain('WNext');
    expect(await book('WNext', '2030-03-05T10:00:00Z').then((r) => r.json().message)).toBe(
      'booking.unknownStore',
    );
    const deskStores = (
      await ctx.app.inject({
        url: '/api/booking/options',
        headers: { cookie: nurse.headers.cookie! },
      })
    ).json().data.stores as { code: string }[];
    expect(deskStores.map((s) => s.code)).toContain('WNext');
    const code = await bookingCodeFor(ctx.app, db, 'desk.only@example.com');
    const desk = await ctx.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest('desk.only@example.com', code, '2030-03-05T10:00:00Z', {
        store_code: 'WNext',
      }),
      headers: nurse.headers,
    });
    expect(desk.statusCode, desk.body).toBe(200);
  });
});

describe('the night London clocks go back', () => {
  it('lists each real instant once and counts stays in real time (27 October 2030)', async () => {
    // Move to October: the autumn change comes inside the booking horizon.
    clock.advance(new Date('2030-10-01T08:00:00Z').getTime() - clock.now().getTime());
    // London opens 11:00 on Sunday, which is 11:00 UTC again after the change.
    expect((await slots('london', '2030-10-27'))[0]!.starts_at).toBe('2030-10-27T11:00:00.000Z');
    await setStore(db, 'nHkiC', {
      chairs: 1,
      openingHours: { ...DEFAULT_HOURS, sun: { open: '00:00', close: '06:00' } },
    });
    // 00:30 BST on the Sunday (23:30 UTC on Saturday) for an hour: the chair is held until
    // 01:00 UTC, which is 01:00 GMT, the second time the clocks show one o'clock.
    const client = await seedClient(db, { email: 'autumn@example.com' });
    await seedAppointment(db, client.id, {
      storeCode: 'nHkiC',
      startsAt: new Date('2030-10-26T23:30:00Z'),
    });
    const list = await slots('nHkiC', '2030-10-27');
    expect(new Set(list.map((s) => s.starts_at)).size).toBe(list.length);
    const at = (iso: string) => list.find((s) => s.starts_at === iso)?.full;
    expect([
      at('2030-10-26T23:00:00.000Z'),
      at('2030-10-26T23:30:00.000Z'),
      at('2030-10-27T01:00:00.000Z'),
    ]).toEqual([true, true, false]);
  });
});
