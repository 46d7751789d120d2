import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentState } from '../../../shared/appointment';
import { appointments } from '../../db/schema';
import { auditActions } from '../../test-support/accounts';
import { seedAppointment, seedClient } from '../../test-support/clients';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { testClock } from '../../test-support/test-clock';
import { MISSABLE_STATES, missedAppointmentsUpdate } from './transitions';

const HOUR = 3_600_000;
// Short enough that the test waits milliseconds, long enough that runs do not pile up.
const INTERVAL_MS = 20;
// Generous: on a busy machine the timer and the queries may lag by seconds.
const WAIT = { timeout: 120_000, interval: INTERVAL_MS };

/** What the job must leave behind for an appointment that ended in each state. */
const AFTER_END: Record<AppointmentState, AppointmentState> = {
  not_started: 'missed',
  filling: 'missed',
  mf_rf_completed: 'missed',
  completed: 'completed',
  missed: 'missed',
  cancelled: 'cancelled',
};

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function statesOf(db: TestContext['database']['db'], ids: string[]) {
  const rows = await db
    .select({ id: appointments.id, state: appointments.state })
    .from(appointments)
    .where(inArray(appointments.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.state]));
}

describe('missed-appointment job inside the server', () => {
  it('runs on its interval with the app clock from ready, and marks only what ended open', async () => {
    const clock = testClock(new Date('2030-03-04T12:00:00Z'));
    t = await createTestApp({ missedJobIntervalMs: INTERVAL_MS }, { clock: clock.now });
    const db = t.database.db;
    const client = await seedClient(db, {});
    // Each state once, every one ended an hour before the app's clock.
    const ended = await Promise.all(
      Object.keys(AFTER_END).map((state, i) =>
        seedAppointment(db, client.id, {
          startsAt: new Date(clock.now().getTime() - 2 * HOUR - i * HOUR),
          state,
        }),
      ),
    );
    const upcoming = await seedAppointment(db, client.id, {
      startsAt: new Date(clock.now().getTime() + HOUR),
    });
    const expected = Object.fromEntries(
      ended.map((a) => [a.id, AFTER_END[a.state as AppointmentState]]),
    );

    // Nothing here calls the job: only the server's own timer can make these changes.
    await vi.waitFor(async () => {
      expect(await statesOf(db, Object.keys(expected))).toEqual(expected);
    }, WAIT);
    expect((await statesOf(db, [upcoming.id]))[upcoming.id]).toBe('not_started');
    // A tick may fall between the inserts above, so the three can be spread over several runs.
    const audits = await auditActions(db, 'appointment.missed');
    expect(audits.every((a) => a.actorType === 'system')).toBe(true);
    expect(audits.reduce((sum, a) => sum + (a.data as { count: number }).count, 0)).toBe(3);

    // Later ticks read the same clock: once the upcoming visit's end passes, it goes too.
    clock.advance(2 * HOUR + 1);
    await vi.waitFor(async () => {
      expect((await statesOf(db, [upcoming.id]))[upcoming.id]).toBe('missed');
    }, WAIT);
  });

  it('stops when the app closes', async () => {
    const clock = testClock(new Date('2030-03-04T12:00:00Z'));
    const { app, database } = await createTestApp(
      { missedJobIntervalMs: INTERVAL_MS },
      { clock: clock.now },
    );
    try {
      await app.close();
      const client = await seedClient(database.db, {});
      const ended = await seedAppointment(database.db, client.id, {
        startsAt: new Date(clock.now().getTime() - 2 * HOUR),
      });
      // Proving an absence needs a wait: ten intervals in which a running job would have acted.
      await new Promise((resolve) => setTimeout(resolve, 10 * INTERVAL_MS));
      const [row] = await database.db
        .select()
        .from(appointments)
        .where(eq(appointments.id, ended.id));
      expect(row?.state).toBe('not_started');
    } finally {
      // The app is closed above; the database stays open until the check is done.
      await database.close();
    }
  });

  it('reads an index of the open appointments only, so its scan does not grow with the past', async () => {
    t = await createTestApp();
    const db = t.database.db;
    const { rows: indexes } = (await db.execute(
      sql`select indexdef from pg_indexes where indexname = 'appointments_open_end_idx'`,
    )) as unknown as { rows: { indexdef: string }[] };
    const [index] = indexes;
    const states = [...index!.indexdef.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]).sort();
    expect(states).toEqual([...MISSABLE_STATES].sort());

    // With sequential scans ruled out the planner shows whether the job's UPDATE can use it. The
    // values go in as literals: the job's unnamed statement is planned with its values too.
    const query = missedAppointmentsUpdate(db, new Date()).toSQL();
    const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
      const value = query.params[Number(n) - 1];
      return `'${String(value instanceof Date ? value.toISOString() : value)}'`;
    });
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = (await tx.execute(sql.raw(`explain ${text}`))) as unknown as {
        rows: Record<string, string>[];
      };
      return rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('appointments_open_end_idx');
  });
});
