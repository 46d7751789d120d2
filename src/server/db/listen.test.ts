import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-db';
import type { Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const notify = (channel: string, payload: string) =>
  database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

function collector() {
  const got: string[] = [];
  const waiters: (() => void)[] = [];
  return {
    got,
    push(payload: string) {
      got.push(payload);
      waiters.splice(0).forEach((wake) => wake());
    },
    async waitFor(payload: string, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!got.includes(payload)) {
        if (Date.now() > deadline) throw new Error(`no ${payload} within ${timeoutMs} ms`);
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, 50);
        });
      }
    },
  };
}

describe('Database.listen', () => {
  it('hears NOTIFY on its channel until it stops listening', async () => {
    const heard = collector();
    const stop = await database.listen('listen_test', heard.push);
    await notify('listen_test', 'one');
    await notify('other_channel', 'not-this');
    await heard.waitFor('one');
    await stop();
    await notify('listen_test', 'two');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.got).toEqual(['one']);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'listens again after its PostgreSQL connection is killed',
    async () => {
      const heard = collector();
      const events: string[] = [];
      const stop = await database.listen('listen_drop', heard.push, {
        onError: (reason) => events.push(`error:${reason}`),
        onReconnect: () => events.push('reconnected'),
      });
      await database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`);
      await expect.poll(() => events.includes('reconnected'), { timeout: 60_000 }).toBe(true);
      expect(events[0]).toMatch(/^error:/);
      await notify('listen_drop', 'after');
      await heard.waitFor('after');
      await stop();
    },
  );
});
