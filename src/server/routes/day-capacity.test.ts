import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayViewResult } from '../../shared/api/visits';
import { auditActions } from '../test-support/accounts';
import { seedVisit, staffAt, type StaffMember } from '../test-support/day-visits';
import { setStore } from '../test-support/stores';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';

const clock = testClock(new Date('2030-03-04T08:00:00Z'));
let ctx: TestContext;
let db: TestContext['database']['db'];
let nurse: StaffMember;
let elsewhere: StaffMember;
const visits: string[] = [];
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  db = ctx.database.db;
  nurse = await staffAt(ctx.app, db, 'nurse', ['london']);
  elsewhere = await staffAt(ctx.app, db, 'nurse', ['bb']);
  await setStore(db, 'london', { chairs: 3 });
  // Three 30-minute visits at 11:00 (GMT) on Tuesday 5 March, one at 14:00.
  for (const time of ['11:00', '11:00', '11:00', '14:00']) {
    visits.push(await seedVisit(db, { startsAt: new Date(`2030-03-05T${time}:00Z`) }));
  }
});
afterAll(async () => {
  await ctx.close();
});

async function day(): Promise<DayViewResult> {
  const response = await ctx.app.inject({
    url: '/api/visits/day?store_code=london&date=2030-03-05',
    headers: nurse.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as DayViewResult;
}

const seat = (id: string, chair: number | null, who: StaffMember = nurse) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/visits/${id}/chair`,
    payload: { chair },
    headers: who.headers,
  });

describe("the day view's capacity and chairs", () => {
  it('shows, hour by hour, the chairs held at the busiest moment of the store’s chairs', async () => {
    const result = await day();
    expect(result.stores).toContainEqual({
      code: 'london',
      name: 'London',
      timezone: 'Europe/London',
      country: 'GB',
      chairs: 3,
    });
    const hours = result.capacity.find((c) => c.store_code === 'london')!.hours;
    // Tuesday 09:00–19:00: ten hours.
    expect(hours).toHaveLength(10);
    const at = (time: string) => hours.find((h) => h.starts_at === `2030-03-05T${time}:00.000Z`);
    // 30 minutes of service and 30 of observation: 11:00–12:00 holds three chairs.
    expect(at('11:00')).toEqual({ starts_at: '2030-03-05T11:00:00.000Z', booked: 3, chairs: 3 });
    expect(at('12:00')?.booked).toBe(0);
    expect(at('14:00')?.booked).toBe(1);
    expect(at('09:00')?.booked).toBe(0);
  });

  it('shows the hours of the stores with visits only, to someone who works at several', async () => {
    const admin = await staffAt(ctx.app, db, 'admin', ['london', 'xwP5X', 'bb']);
    const response = await ctx.app.inject({
      url: '/api/visits/day?date=2030-03-05',
      headers: admin.headers,
    });
    const result = response.json().data as DayViewResult;
    expect(result.stores.map((s) => s.code).sort()).toEqual(['bb', 'london', 'xwP5X']);
    expect(result.capacity.map((c) => c.store_code)).toEqual(['london']);
  });

  it('seats a visit in a chair, refuses a chair taken at the same time or out of range', async () => {
    const [first, second, , later] = visits as [string, string, string, string];
    const seated = await seat(first, 2);
    expect(seated.statusCode, seated.body).toBe(200);
    expect(seated.json().data).toEqual({ chair: 2 });
    const taken = await seat(second, 2);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('visits.chairTaken');
    // The 14:00 visit does not overlap the 11:00 one: chair 2 is free for it.
    expect((await seat(later, 2)).statusCode).toBe(200);
    for (const chair of [0, 4]) {
      const out = await seat(second, chair);
      expect(out.statusCode).toBe(400);
      expect(out.json().data.fields).toEqual([{ path: 'chair', message: 'visits.chairRange' }]);
    }
    const byId = new Map((await day()).visits.map((v) => [v.appointment_id, v.chair]));
    expect([byId.get(first), byId.get(second), byId.get(later)]).toEqual([2, null, 2]);
    expect((await seat(first, null)).json().data).toEqual({ chair: null });
    expect((await seat(second, 2)).statusCode).toBe(200);
    const audits = await auditActions(db, 'visit.chair.set');
    expect(audits.filter((a) => a.outcome === 'success')).toHaveLength(4);
    expect(audits.filter((a) => a.outcome === 'failure')).toHaveLength(3);
  });

  it('is for staff of the visit’s store only', async () => {
    const refused = await seat(visits[0]!, 1, elsewhere);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('visits.storeNotYours');
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `/api/visits/${visits[0]}/chair`,
      payload: { chair: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
