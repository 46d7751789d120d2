import http from 'node:http';
import {
  copyEmbeddedDatabase,
  createEmbeddedDatabase,
  createPostgresDatabase,
  databaseLabel,
  prepareDatabase,
  type BenchDatabase,
} from './bench-database';
import {
  embeddedSearchBaseline,
  postgresSearchBaseline,
  type SearchBaseline,
} from './client-search-baseline';
import { seedSearchClients } from './client-search-seed';
import { searchSides } from './client-search-sides';
import { measureFixedLoads } from './client-search-loads';
import { figures, measureClosedLoop, measureOpenLoop } from './latency';
import { climbRates } from './rate-ladder';
import { loadAverage } from './rounds';
import { spawnApp } from './spawn-app';

/**
 * Client search (DESIGN.md budget: p99 ≤ 20 ms at 1,000,000 clients, at the highest rate it
 * holds, printed with that rate), on PostgreSQL and on the
 * embedded database as `npm start` runs it: latency of POST /api/clients/search through the
 * real app on loopback (session check, search, client info, audit row) beside the same lookup
 * as raw SQL (./client-search-baseline.ts), and the highest rate at which the API and the app's
 * own statement (lookup, client info and audit insert, without HTTP) each hold the budget. The
 * app runs in its own process, as in production; this process only generates load. Creates and
 * drops its own databases.
 *
 * The budget is for a server that is already serving, so both sides first run WARM_UP requests
 * that are not counted: V8 compiles the request path (a cold process spends its first few
 * thousand requests in the interpreter and the optimizing compiler) and the database reads the
 * index pages into its cache. Their figures are still printed, so the cold start stays visible.
 */
const BUDGET_CLIENTS = 1_000_000;
/** BENCH_SEARCH_CLIENTS=… for a quick run of fewer; its figures say so. */
const CLIENTS = Number(process.env.BENCH_SEARCH_CLIENTS ?? BUDGET_CLIENTS);
/**
 * Seeding the embedded database is single-threaded WebAssembly: 100,000 clients took 44–59 s on
 * this machine, so a million would take most of ten minutes. Its figures are for this many,
 * and say so.
 */
const EMBEDDED_CLIENTS = Number(process.env.BENCH_EMBEDDED_CLIENTS ?? 100_000);
const WARM_UP = 3_000;
const REQUESTS = 6_000;
/** The fixed loads alternate API and raw SQL in this many rounds. */
const ROUNDS = 3;
/**
 * A steady load to compare the sides at: searches arriving at 100 a second. A clinic group of 50
 * clinics with 5 desks each, every desk searching every 10 seconds, makes 25 a second. The
 * budget itself is judged on the rates climbed below.
 */
const RATE_PER_SECOND = 100;
const LADDER = [50, 100, 200, 300, 400, 500, 600, 800, 1000];
const SECONDS_PER_STEP = 6;
/** Then what the machine can take: one search always in flight, then four. */
const CONCURRENCY_LEVELS = [1, 4];
const BUDGET_P99_MS = 20;
const POOL_SIZE = 10;

async function measureOn(database: BenchDatabase, count: number): Promise<string[]> {
  await prepareDatabase(database);
  const seeding = await database.open(2);
  const seed = await seedSearchClients(seeding.db, count).finally(() => seeding.close());
  const copy = database.kind === 'pglite' ? await copyEmbeddedDatabase(database) : undefined;
  const baseline: SearchBaseline = copy
    ? await embeddedSearchBaseline((copy.app as { dataDir: string }).dataDir)
    : await postgresSearchBaseline(database, POOL_SIZE);
  const app = await spawnApp(database.app, POOL_SIZE);
  const agent = new http.Agent({
    keepAlive: true,
    // The open loop may have several requests in flight at once: never queue them here.
    maxSockets: 64,
  });
  try {
    const { apiSearch, rawLookup, statement } = await searchSides({
      agent,
      port: Number(new URL(app.address).port),
      baseline,
      count,
    });
    const lines = [
      `  ${databaseLabel(database)}, ${count.toLocaleString('en')} clients` +
        (count < BUDGET_CLIENTS
          ? ` (NOT the budget's ${BUDGET_CLIENTS.toLocaleString('en')})`
          : '') +
        ` (seeded in ${seed.seconds.toFixed(1)} s); load ${loadAverage()}`,
    ];
    // The warm-up looks up other clients than the measured runs, so their rows are not cached by it.
    // Flat out first (V8 compiles the request path sooner), then at the budget's rate, so the
    // pools open the connections that rate needs.
    const warm = async (task: (i: number) => Promise<void>) =>
      [
        ...(await measureClosedLoop(4, WARM_UP, (i) => task(i + REQUESTS))),
        ...(await measureOpenLoop(RATE_PER_SECOND, WARM_UP, (i) => task(i + REQUESTS + WARM_UP))),
      ].sort((a, b) => a - b);
    const warmSql = await warm(rawLookup);
    const warmApi = await warm(apiSearch);
    lines.push(
      `    warm-up right after start, not counted (${WARM_UP} requests 4 at a time, then ` +
        `${WARM_UP} at ${RATE_PER_SECOND} a second, each side):`,
      `      API  ${figures(warmApi)}`,
      `      raw  ${figures(warmSql)}`,
    );
    lines.push(
      ...(await measureFixedLoads({
        rounds: ROUNDS,
        requests: REQUESTS,
        ratePerSecond: RATE_PER_SECOND,
        concurrencyLevels: CONCURRENCY_LEVELS,
        budgetP99Ms: BUDGET_P99_MS,
        sides: { api: apiSearch, raw: rawLookup },
      })),
    );
    lines.push(
      `    rates climbed, ${SECONDS_PER_STEP} s a step and side, alternating (API, then the ` +
        `same statement without HTTP: lookup, client info, audit insert):`,
      ...(
        await climbRates({
          rates: LADDER,
          secondsPerStep: SECONDS_PER_STEP,
          budgetP99Ms: BUDGET_P99_MS,
          sides: [
            { label: 'API', task: (i) => apiSearch(i + 3 * REQUESTS) },
            { label: 'statement', task: (i) => statement(i + 3 * REQUESTS) },
          ],
        })
      ).map((line) => `  ${line}`),
    );
    return lines;
  } finally {
    agent.destroy();
    await app.stop();
    await baseline.close();
    await copy?.drop();
  }
}

export async function measureClientSearch(): Promise<void> {
  console.log(
    'client search, each client with 2 appointments and 2 consents, by email and by mobile ' +
      'in turn, loopback, app in its own process',
  );
  const runs: [() => Promise<BenchDatabase>, number][] = [
    [createPostgresDatabase, CLIENTS],
    [createEmbeddedDatabase, EMBEDDED_CLIENTS],
  ];
  for (const [create, count] of runs) {
    const database = await create();
    try {
      console.log((await measureOn(database, count)).join('\n'));
    } finally {
      await database.drop();
    }
  }
  console.log(`  load average after ${loadAverage()} (1, 5, 15 min; 2 cores)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureClientSearch();
}
