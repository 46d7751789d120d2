import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { issueCode } from '../src/server/auth/one-time-codes';
import type { AppContext } from '../src/server/context';
import { openDatabase, type Database } from '../src/server/db/client';
import { appointments, clients, stores } from '../src/server/db/schema';
import { seedCatalogue } from '../src/server/db/seed';
import { holdChair } from '../src/server/services/booking/chair-rule';
import { testConfig } from '../src/server/test-support/test-app';
import { localDate, zonedToUtc } from '../src/shared/opening-hours';
import { runBounded } from './submission-load';

/**
 * Booking throughput on one slot family: 20 clients at once booking London's 11:00, day after
 * day (50 chairs a day, so every booking of a day competes for the same chairs and the same
 * lock on the store's row), on PGlite and on PostgreSQL. Three sides, alternated in rounds:
 *   API  — POST /api/booking/book through the real app (code, client, chair rule, insert,
 *          form link, audit, confirmation to the outbox), driven with app.inject in process;
 *   rule — the chair rule alone: lock the store, count the overlapping stays, insert;
 *   raw  — INSERT of the same client and appointment rows, no lock and no count.
 * The app runs in this process (PGlite can only be opened by one), so the load generator shares
 * its event loop; the ratios compare sides of the same run. Numbers only.
 */
const CONCURRENCY = 20;
const PER_ROUND = 150;
const ROUNDS = 3;
const WARMUP = 40;
const CHAIRS = 50;
const MAX_MS = 30_000;

type Side = 'api' | 'rule' | 'raw';

/** The start of the n-th booking: 11:00 in London, on a day that still has chairs. */
function startFor(n: number, firstDay: Date): Date {
  const day = new Date(firstDay.getTime() + Math.floor(n / CHAIRS) * 86_400_000);
  return zonedToUtc(localDate(day, 'Europe/London'), 11 * 60, 'Europe/London');
}

async function measureOn(label: string, database: Database, rawPool?: pg.Pool): Promise<void> {
  await database.migrate();
  await seedCatalogue(database.db);
  await database.db.update(stores).set({ chairs: CHAIRS }).where(eq(stores.code, 'london'));
  const config = testConfig({ databasePoolSize: 10 });
  const app = await buildApp({ config, db: database.db, listen: database.listen, logger: false });
  await app.ready();
  const ctx = { db: database.db, config, clock: () => new Date() } as unknown as AppContext;
  const firstDay = new Date(Date.now() + 2 * 86_400_000);
  let booked = 0;
  const nextStart = () => startFor(booked++, firstDay);

  // Codes are issued before the clock starts: a booking spends one, as a client's would.
  const total = WARMUP + ROUNDS * PER_ROUND;
  const codes: { email: string; code: string }[] = [];
  for (let i = 0; i < total; i += 1) {
    const email = `booker${i}@bench.example`;
    codes.push({
      email,
      code: await issueCode(ctx, 'booking', { channel: 'email', address: email }),
    });
  }
  let nextCode = 0;
  const api = async () => {
    const { email, code } = codes[nextCode++]!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/booking/book',
      payload: {
        channel: 'email',
        email,
        code,
        store_code: 'london',
        service: 'iv_drip',
        starts_at: nextStart().toISOString(),
        first_name: 'Bench',
        last_name: 'Client',
      },
    });
    if (response.statusCode !== 200) throw new Error(`book answered ${response.statusCode}`);
  };
  const newRows = (starts: Date) => ({
    client: { firstName: 'Bench', lastName: 'Client', email: `${randomUUID()}@bench.example` },
    appointment: (clientId: string) => ({
      number: `AP-${randomBytes(5).toString('hex').toUpperCase()}`,
      clientId,
      storeCode: 'london',
      service: 'iv_drip',
      startsAt: starts,
      endsAt: new Date(starts.getTime() + 60 * 60_000),
      bookedVia: 'online' as const,
    }),
  });
  const rule = async () => {
    const rows = newRows(nextStart());
    await database.db.transaction(async (tx) => {
      const [client] = await tx.insert(clients).values(rows.client).returning({ id: clients.id });
      await holdChair(tx, 'london', rows.appointment(client!.id).startsAt, 'iv_drip');
      await tx.insert(appointments).values(rows.appointment(client!.id));
    });
  };
  // Raw rows go to another store: they take no chair from the other sides' days.
  const raw = async () => {
    const rows = newRows(startFor(0, firstDay));
    const insert = `WITH c AS (INSERT INTO clients (first_name, last_name, email) VALUES ($1, $2, $3) RETURNING id)
      INSERT INTO appointments (number, client_id, store_code, service, starts_at, ends_at, booked_via)
      SELECT $4, c.id, 'bb', 'iv_drip', $5, $6, 'online' FROM c`;
    const a = rows.appointment('');
    const params = [
      rows.client.firstName,
      rows.client.lastName,
      rows.client.email,
      a.number,
      a.startsAt.toISOString(),
      a.endsAt.toISOString(),
    ];
    if (rawPool) await rawPool.query(insert, params);
    else await database.db.execute(sql.raw(bindLiterals(insert, params)));
  };
  const tasks: Record<Side, () => Promise<void>> = { api, rule, raw };

  const opts = { concurrency: CONCURRENCY, maxMs: MAX_MS };
  // Uncounted warm-up on every side: compiled code paths, pools and prepared plans.
  for (const side of ['api', 'rule', 'raw'] as Side[]) {
    await runBounded(tasks[side], { ...opts, count: WARMUP });
  }
  const perSecond: Record<Side, number[]> = { api: [], rule: [], raw: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    // A then B then C, the order turning each round, so drift does not favour one side.
    const order = (['api', 'rule', 'raw'] as Side[]).map((_, i, all) => all[(i + round) % 3]!);
    for (const side of order) {
      const result = await runBounded(tasks[side], { ...opts, count: PER_ROUND });
      perSecond[side].push(result.perSecond);
    }
  }
  await app.close();
  const [chairsHeld] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(eq(appointments.storeCode, 'london'));

  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const line = (side: Side, name: string) =>
    `  ${name.padEnd(22)} ${median(perSecond[side]).toFixed(1).padStart(8)}/s  (rounds ${perSecond[side].map((v) => v.toFixed(0)).join(', ')})`;
  console.log(`booking throughput (${label}, ${CONCURRENCY} clients at once on one store's 11:00)`);
  console.log(line('api', 'API bookings'));
  console.log(line('rule', 'chair rule + INSERT'));
  console.log(line('raw', 'raw INSERT'));
  console.log(
    `  ratio API/raw ${(median(perSecond.api) / median(perSecond.raw)).toFixed(2)}, rule/raw ${(median(perSecond.rule) / median(perSecond.raw)).toFixed(2)}; ${chairsHeld?.n} bookings at London, ${CHAIRS} chairs a day`,
  );
  console.log(
    `  load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
}

/** PGlite's raw side: the same statement with its values written in (no pool to bind them). */
function bindLiterals(statement: string, params: string[]): string {
  return statement.replace(
    /\$(\d)/g,
    (_, i: string) => `'${params[Number(i) - 1]!.replace(/'/g, "''")}'`,
  );
}

export async function measureBookingThroughput(): Promise<void> {
  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    await measureOn('PGlite', pglite);
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_booking_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 10 });
  const rawPool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  // DROP … WITH (FORCE) ends idle connections; that must not crash the run.
  rawPool.on('error', () => undefined);
  try {
    await measureOn('PostgreSQL', database, rawPool);
  } finally {
    await rawPool.end();
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureBookingThroughput();
}
