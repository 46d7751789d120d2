import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayViewResult } from '../../shared/api/visits';
import { auditActions } from '../test-support/accounts';
import { seedVisit, staffAt, type StaffMember } from '../test-support/day-visits';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';

// The day: 2030-03-05 in London (GMT) and New York (EST, UTC-5).
const at = (iso: string) => new Date(iso);
const clock = testClock(at('2030-03-05T08:00:00Z'));
let t: TestContext;
let practitioner: StaffMember;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  const db = t.database.db;
  practitioner = await staffAt(t.app, db, 'practitioner', ['london']);
  const seeds = {
    notStarted: { startsAt: at('2030-03-05T09:00:00Z') },
    filling: { startsAt: at('2030-03-05T09:10:00Z'), state: 'filling' },
    formsDone: { startsAt: at('2030-03-05T09:20:00Z'), state: 'mf_rf_completed', flags: 2 },
    verified: { startsAt: at('2030-03-05T09:30:00Z'), state: 'mf_rf_completed', verified: true },
    cleared: {
      startsAt: at('2030-03-05T09:40:00Z'),
      state: 'mf_rf_completed',
      verified: true,
      clearance: 'cleared' as const,
    },
    treated: {
      startsAt: at('2030-03-05T09:50:00Z'),
      state: 'mf_rf_completed',
      clearance: 'cleared' as const,
      treatmentDraft: true,
    },
    notCleared: {
      startsAt: at('2030-03-05T10:00:00Z'),
      state: 'mf_rf_completed',
      clearance: 'not_cleared' as const,
    },
    completed: { startsAt: at('2030-03-05T08:30:00Z'), state: 'completed' },
    missed: { startsAt: at('2030-03-05T08:00:00Z'), state: 'missed' },
    cancelled: { startsAt: at('2030-03-05T11:00:00Z'), state: 'cancelled' },
    // Late the day before and just after midnight: other days in London.
    dayBefore: { startsAt: at('2030-03-04T23:50:00Z') },
    dayAfter: { startsAt: at('2030-03-06T00:00:00Z') },
    // 2030-03-05 20:00 in New York is 01:00 UTC the next day: still the 5th there.
    newYork: { startsAt: at('2030-03-06T01:00:00Z'), store: 'xwP5X' },
  };
  for (const [name, seed] of Object.entries(seeds)) ids[name] = await seedVisit(db, seed);
});
afterAll(() => t.close());

const dayView = (who: { headers: Record<string, string> }, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/visits/day${query}`, headers: who.headers });

describe('GET /api/visits/day', () => {
  it("lists the day of the member's stores, time-ordered, with each visit's stage", async () => {
    const response = await dayView(practitioner, '?date=2030-03-05');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as DayViewResult;
    expect(data.date).toBe('2030-03-05');
    expect(data.stores).toEqual([
      { code: 'london', name: 'London', timezone: 'Europe/London', country: 'GB', chairs: 4 },
    ]);
    const byId = new Map(data.visits.map((v) => [v.appointment_id, v]));
    const expected: Record<string, [string, string]> = {
      missed: ['missed', 'nobody'],
      completed: ['completed', 'nobody'],
      notStarted: ['not_started', 'client'],
      filling: ['filling', 'client'],
      formsDone: ['mf_rf_completed', 'desk'],
      verified: ['verified', 'practitioner'],
      cleared: ['cleared', 'nurse'],
      treated: ['treated', 'nurse'],
      notCleared: ['not_cleared', 'nobody'],
    };
    expect(data.visits.map((v) => v.appointment_id)).toEqual(
      Object.keys(expected).map((name) => ids[name]),
    );
    for (const [name, [stage, waits]] of Object.entries(expected)) {
      expect(byId.get(ids[name]!), name).toMatchObject({ stage, waits_for: waits });
    }
    const formsDone = byId.get(ids.formsDone!)!;
    expect(formsDone).toMatchObject({
      store_code: 'london',
      flag_count: 2,
      forms_submitted_at: '2030-03-05T09:20:00.000Z',
      verified_at: null,
      starts_at: '2030-03-05T09:20:00.000Z',
      ends_at: '2030-03-05T09:50:00.000Z',
      client: { name: expect.stringMatching(/^Day Visit /), date_of_birth: null },
    });
    expect(byId.get(ids.verified!)?.verified_at).toBe('2030-03-05T09:30:00.000Z');
    expect(byId.get(ids.notStarted!)?.flag_count).toBe(0);
  });

  it("defaults to today in the store's time zone", async () => {
    const data = (await dayView(practitioner)).json().data as DayViewResult;
    expect(data.date).toBe('2030-03-05');
    expect(data.visits).toHaveLength(9);
  });

  it('refuses a store the member does not work at, and audits without PHI', async () => {
    const response = await dayView(practitioner, '?store_code=xwP5X&date=2030-03-05');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'visits.storeNotYours' });
    const [denied] = await auditActions(t.database.db, 'visits.day.read', 'denied');
    expect(denied).toMatchObject({ actorId: practitioner.id, entityId: 'xwP5X' });
    const [read] = await auditActions(t.database.db, 'visits.day.read', 'success');
    expect(read?.data).toEqual({ store_codes: ['london'], date: '2030-03-05', count: 9 });
  });

  it('gives an admin the stores they work at, each day in its own time zone', async () => {
    const admin = await staffAt(t.app, t.database.db, 'admin', ['london', 'xwP5X']);
    const all = (await dayView(admin, '?date=2030-03-05')).json().data as DayViewResult;
    expect(all.stores.map((s) => s.code).sort()).toEqual(['london', 'xwP5X']);
    expect(all.visits.map((v) => v.appointment_id)).toContain(ids.newYork);
    const ny = (await dayView(admin, '?store_code=xwP5X&date=2030-03-05')).json()
      .data as DayViewResult;
    expect(ny.visits.map((v) => v.appointment_id)).toEqual([ids.newYork]);
  });

  it('shows nothing to a member without a store, and refuses clients and strangers', async () => {
    const nurse = await staffAt(t.app, t.database.db, 'nurse', []);
    const data = (await dayView(nurse, '?date=2030-03-05')).json().data as DayViewResult;
    expect(data).toMatchObject({ stores: [], visits: [] });
    expect((await dayView({ headers: {} })).statusCode).toBe(401);
  });

  it('rejects a malformed date', async () => {
    expect((await dayView(practitioner, '?date=5-3-2030')).statusCode).toBe(400);
  });
});
