import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { seedCatalogue } from '../src/server/db/seed';
import { createStaff } from '../src/server/services/staff-admin';
import {
  listSearchStatement,
  nameCondition,
  nameWords,
  statementName,
} from '../src/server/services/clients/client-list-query';
import { executeNamed } from '../src/server/db/named-query';
import { post } from './http-post';
import { figures, measureOpenLoop, quantile } from './latency';
import { CLIENTS, seedNamedClients } from './name-search-seed';
import { spawnApp } from './spawn-app';

/**
 * Client search by name at 1,000,000 clients (decision 025, DESIGN.md budget: p99 ≤ 20 ms at
 * 50 requests a second): POST /api/clients/search {type: 'name'} through the real app in its
 * own process (session, trigram match, ranking for the nurse's store, visits, audit row), beside
 * the raw query — the same name condition, ranked by similarity, first 20 — on its own pool.
 * A third side, the exact-email search through the same app (decision 008), is the machine's
 * yardstick: on a loaded machine all three slow down together. The sides alternate in rounds,
 * the order turning each round; each round's p50/p99 is printed (the spread) with the load
 * average, since the machine is shared.
 */
const RATE_PER_SECOND = 50;
const PER_ROUND = 500;
const ROUNDS = 4;
const WARM_UP = 600;
const BUDGET_P99_MS = 20;
const POOL_SIZE = 10;
const dialect = new PgDialect();

/** What the desk types: a surname, a first name and surname, a piece of a surname, lower case. */
function termsFrom(rows: { first_name: string; last_name: string }[]): string[] {
  return rows.map((r, i) => {
    const kind = i % 3;
    if (kind === 0) return r.last_name.toLowerCase();
    if (kind === 1) return `${r.first_name} ${r.last_name}`;
    return `${r.first_name.slice(0, 3)} ${r.last_name.replace(/\s/g, '').slice(1, 6)}`;
  });
}

export async function measureClientNameSearch(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_name_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 2 });
  const raw = new pg.Pool({ connectionString: url.toString(), max: POOL_SIZE });
  raw.on('error', () => undefined);
  try {
    await database.migrate();
    await seedCatalogue(database.db);
    const nurse = await createStaff(database.db, () => new Date(), {
      name: 'Bench Desk',
      email: 'desk@bench.example',
      role: 'nurse',
      password: 'bench-pass-42',
    });
    const seedStart = performance.now();
    await seedNamedClients(raw, nurse.id);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const sample = await raw.query<{ first_name: string; last_name: string }>(
      `SELECT first_name, last_name FROM clients TABLESAMPLE SYSTEM (1) LIMIT 4000`,
    );
    const terms = termsFrom(sample.rows);
    const term = (i: number) => terms[i % terms.length]!;

    const app = await spawnApp(url.toString(), POOL_SIZE);
    const port = Number(new URL(app.address).port);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const login = await post(
      agent,
      port,
      '/api/auth/login',
      JSON.stringify({ account: 'desk@bench.example', password: 'bench-pass-42' }),
    );
    const headers = {
      cookie: String(login.headers['set-cookie']?.[0]).split(';')[0]!,
      'x-csrf-token': (JSON.parse(login.body) as { data: { csrfToken: string } }).data.csrfToken,
    };
    let apiHits = 0;
    const api = async (i: number) => {
      const body = JSON.stringify({ type: 'name', name: term(i) });
      const r = await post(agent, port, '/api/clients/search', body, headers);
      if (r.status !== 200) throw new Error(`search answered ${r.status}`);
      apiHits += (JSON.parse(r.body) as { data: { hits: unknown[] } }).data.hits.length;
    };
    const rawQuery = async (i: number) => {
      const text = term(i);
      const query = dialect.sqlToQuery(sql`
        select c.id, c.first_name, c.last_name, c.date_of_birth from clients c
        where ${nameCondition(nameWords(text))}
        order by similarity(c.name_key, search_fold(${text}::text)) desc
        limit 20`);
      await raw.query(query.sql, query.params as unknown[]);
    };
    // The app's own statement over its own pool (ranking, visits, consents, audit insert), no
    // HTTP and no session check: what the API adds on top of it.
    const statement = async (i: number) => {
      const body = { type: 'name' as const, name: term(i) };
      await executeNamed(
        database.db,
        statementName(body),
        listSearchStatement(body, new Date(), {
          staffId: nurse.id,
          method: 'name',
          ip: '127.0.0.1',
          userAgent: null,
        }),
        { genericPlan: true },
      );
    };
    // The machine's own yardstick: the exact-email search (decision 008) through the same app.
    const email = async (i: number) => {
      const body = JSON.stringify({
        type: 'email',
        email: `client${1 + ((i * 7919) % CLIENTS)}@bench.example`,
      });
      const r = await post(agent, port, '/api/clients/search', body, headers);
      if (r.status !== 200) throw new Error(`search answered ${r.status}`);
    };
    const sides = { api, statement, raw: rawQuery, email } as const;
    type Side = keyof typeof sides;
    const lines = [
      `client search by name at ${CLIENTS.toLocaleString('en')} clients (seeded in ` +
        `${seedSeconds.toFixed(1)} s), ${RATE_PER_SECOND} searches a second, ${ROUNDS} rounds ` +
        `of ${PER_ROUND} per side alternated; load average at start ${loadavg()
          .map((v) => v.toFixed(2))
          .join(' ')}`,
    ];
    // Uncounted: V8 compiles the request path, PostgreSQL caches the index pages.
    const names: Side[] = ['api', 'statement', 'raw', 'email'];
    for (const side of names) {
      await measureOpenLoop(RATE_PER_SECOND * 4, WARM_UP, (i) => sides[side](i + 100_000));
    }
    const all: Record<Side, number[]> = { api: [], statement: [], raw: [], email: [] };
    const perRound: Record<Side, string[]> = { api: [], statement: [], raw: [], email: [] };
    let offset = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      // A, B, C, D, the order turning each round, so drift does not favour one side.
      const order = names.map((_, i) => names[(i + round) % names.length]!);
      // Both sides search the same terms in a round.
      for (const side of order) {
        const latencies = await measureOpenLoop(RATE_PER_SECOND, PER_ROUND, (i) =>
          sides[side](i + offset),
        );
        all[side].push(...latencies);
        perRound[side].push(
          `${quantile(latencies, 0.5).toFixed(1)}/${quantile(latencies, 0.99).toFixed(1)}`,
        );
      }
      offset += PER_ROUND;
    }
    const apiSorted = all.api.sort((a, b) => a - b);
    const rawSorted = all.raw.sort((a, b) => a - b);
    const statementSorted = all.statement.sort((a, b) => a - b);
    const emailSorted = all.email.sort((a, b) => a - b);
    const a99 = quantile(apiSorted, 0.99);
    lines.push(
      `  API  POST /api/clients/search {type:'name'}  ${figures(apiSorted)} ` +
        `(budget p99 ≤ ${BUDGET_P99_MS} ms: ${a99 <= BUDGET_P99_MS ? 'within' : 'OVER'})`,
      `       rounds p50/p99 ms: ${perRound.api.join(', ')}; ${(apiHits / (WARM_UP + ROUNDS * PER_ROUND)).toFixed(1)} hits a search on average`,
      `  statement  the API's own search statement over pg (no HTTP, no session check)  ` +
        figures(statementSorted),
      `       rounds p50/p99 ms: ${perRound.statement.join(', ')}`,
      `  raw  trigram match + similarity, first 20  ${figures(rawSorted)}`,
      `       rounds p50/p99 ms: ${perRound.raw.join(', ')}`,
      `  API  exact email, for scale  ${figures(emailSorted)}`,
      `       rounds p50/p99 ms: ${perRound.email.join(', ')}`,
      `  ratio name / email (API): p50 ${(quantile(apiSorted, 0.5) / quantile(emailSorted, 0.5)).toFixed(1)}×  p99 ${(a99 / quantile(emailSorted, 0.99)).toFixed(1)}×`,
      `  ratio API / statement: p50 ${(quantile(apiSorted, 0.5) / quantile(statementSorted, 0.5)).toFixed(1)}×  ` +
        `p99 ${(a99 / quantile(statementSorted, 0.99)).toFixed(1)}×`,
      `  ratio API / raw: p50 ${(quantile(apiSorted, 0.5) / quantile(rawSorted, 0.5)).toFixed(1)}×  ` +
        `p99 ${(a99 / quantile(rawSorted, 0.99)).toFixed(1)}×; load average at end ${loadavg()
          .map((v) => v.toFixed(2))
          .join(' ')}`,
    );
    agent.destroy();
    await app.stop();
    console.log(lines.join('\n'));
  } finally {
    await raw.end();
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureClientNameSearch();
}
