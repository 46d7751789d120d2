import net from 'node:net';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { formSubmissions } from '../db/schema';
import { isDatabaseUnavailable } from '../http/database-unavailable';
import { validSubmitBody } from '../test-support/forms';
import { createTestApp, testConfig, type TestContext } from '../test-support/test-app';
import { createTestDatabase, serverUrlOf } from '../test-support/test-db';

describe('the database out of reach', () => {
  it('answers 503 with Retry-After and a stable code, never 500', async () => {
    // Nothing listens on port 1: every connection is refused, as when the server is down.
    const database = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      dataDir: '',
      poolSize: 2,
    });
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    try {
      for (const request of [
        {
          method: 'POST' as const,
          url: '/api/auth/login',
          payload: { account: 'a@b.test', password: 'abc12345' },
        },
        {
          method: 'POST' as const,
          url: '/api/forms/submissions',
          payload: validSubmitBody('mfUk'),
        },
        { method: 'GET' as const, url: '/api/stores' },
      ]) {
        const response = await app.inject(request);
        expect(response.statusCode, `${request.url}: ${response.body}`).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({ code: 50300, message: 'errors.unavailable', data: null });
      }
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(503);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('tells an outage from a defect', () => {
    const terminated = Object.assign(
      new Error('terminating connection due to administrator command'),
      { code: '57P01' },
    );
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: terminated }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: unique }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
  });
});

// What the database itself answers when it cannot serve: each SQLSTATE of the kind, raised by a
// trigger on the audit log that every request writes to, must come out as 503, never 500.
describe('the database answering that it cannot serve now', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const CODES = ['55000', '55P03', '57014', '57P01', '57P02', '57P03', '53300', '53200', '08006'];

  it.each(CODES)('answers 503 with Retry-After for SQLSTATE %s', async (code) => {
    await t.database.db.execute(
      sql.raw(`create or replace function refuse_for_test() returns trigger language plpgsql as
        $$ begin raise exception 'simulated outage' using errcode = '${code}'; end $$`),
    );
    await t.database.db.execute(
      sql`create trigger refuse_for_test before insert on audit_events
          for each statement execute function refuse_for_test()`,
    );
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { account: `nobody-${code}@clinic.test`, password: 'abc12345' },
      });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ code: 50300, message: 'errors.unavailable', data: null });
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_for_test on audit_events`);
    }
  });

  it('still answers a real defect of the request as what it is', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: 'nobody@clinic.test', password: 'abc12345' },
    });
    expect(response.statusCode).toBe(401);
  });
});

// A database that stops taking connections (55000), and a server that takes the connection but
// never answers (the pool's connect timeout): only a server database has either.
describe.runIf(process.env.DATABASE_URL)('a server database that cannot be reached', () => {
  it('answers 503 while the database refuses new connections (55000)', async () => {
    const admin = await createTestDatabase();
    const url = serverUrlOf(admin)!;
    const name = new URL(url).pathname.slice(1);
    // A database cannot close itself to connections: the suite's own database does it.
    const owner = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await owner.connect();
    await owner.query(`alter database ${name} allow_connections false`);
    const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 1 });
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    try {
      const response = await app.inject({ url: '/api/stores' });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await app.close();
      await database.close();
      await owner.query(`alter database ${name} allow_connections true`);
      await owner.end();
      await admin.close();
    }
  });

  it('answers 503 when the server takes the connection and never answers', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/none`,
      dataDir: '',
      poolSize: 1,
    });
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    try {
      const response = await app.inject({ url: '/api/stores' });
      expect(response.statusCode, response.body).toBe(503);
    } finally {
      await app.close();
      await database.close();
      silent.close();
    }
  });
});

// The app's own connections cut while clients submit: only a server database has connections
// to cut (the embedded one runs inside the process), so this runs in CI's PostgreSQL pass.
describe.runIf(process.env.DATABASE_URL)('connections cut during a submission load', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const terminateOthers = () =>
    t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );

  it('stores every acknowledged submission once, answers no 500, and recovers', async () => {
    const keys = Array.from({ length: 48 }, (_, i) => `outage-${i}-${Date.now()}`);
    const statuses: number[] = [];
    const acknowledged = new Map<string, string>();
    // Each client retries a 503 with the same key, as the web app does.
    const submitUntilStored = async (key: string) => {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/forms/submissions',
          payload: validSubmitBody('mfUk', { idempotency_key: key }),
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 200) {
          acknowledged.set(key, response.json().data.submission_id);
          return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const load = (async () => {
      for (let i = 0; i < keys.length; i += 6)
        await Promise.all(keys.slice(i, i + 6).map(submitUntilStored));
    })();
    for (let cut = 0; cut < 3; cut += 1) {
      await new Promise((r) => setTimeout(r, 150));
      await terminateOthers();
    }
    await load;

    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(acknowledged.size).toBe(keys.length);
    const stored = await t.database.db
      .select({ id: formSubmissions.id, key: formSubmissions.idempotencyKey })
      .from(formSubmissions)
      .where(inArray(formSubmissions.idempotencyKey, keys));
    expect(stored).toHaveLength(keys.length);
    for (const row of stored) expect(acknowledged.get(row.key!)).toBe(row.id);

    const started = Date.now();
    let health = 0;
    while (Date.now() - started < 60_000 && health !== 200) {
      health = (await t.app.inject({ url: '/healthz' })).statusCode;
    }
    expect(health).toBe(200);
  });
});
