import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  copyEmbeddedDatabase,
  createEmbeddedDatabase,
  createPostgresDatabase,
  databaseLabel,
  prepareDatabase,
  type BenchDatabase,
} from './bench-database';
import { post } from './http-post';
import { alternateRounds, loadAverage, spread } from './rounds';
import { embeddedBaseline, postgresBaseline } from './submission-baseline';
import { runBounded, submissionBody } from './submission-load';
import { spawnApp } from './spawn-app';

/**
 * Submissions per second through the API (HTTP on loopback, concurrent, each a full submit:
 * validation, PNG decode, one transaction, audit) beside raw INSERTs of the same rows
 * (submission + signatures, ./submission-baseline.ts), on PostgreSQL and on the embedded
 * database as `npm start` runs it. The app runs in its own process, as deployed; this process
 * only generates load. API and raw alternate in rounds. Budget (DESIGN.md): API ≥ 50% of raw;
 * on the embedded database the raw side is PGlite in this process, the nearest to "the same
 * database" one process per directory allows. Also the app process's resident memory idle after
 * start and at its peak under the load. Creates and drops its own databases. Numbers only.
 */
const ROUNDS = 5;
const PER_ROUND = 600;
const ROUND_MAX_MS = 8_000;
const WARMUP = 300;
/**
 * Submits in flight. The app checks signature images in worker threads and refuses a submit
 * (429) once 64 images wait (DEFAULT_CHECK_POOL.maxQueued): 16 submits of 3 images stay below.
 */
const CONCURRENCY = 16;
const POOL = 10;
const SETTLE_MS = 2_000;
const SAMPLE_MS = 50;
const BUDGET_RATIO = 0.5;

interface Figures {
  label: string;
  api: number[];
  raw: number[];
  rounds: string[];
  idleRss: number;
  peakRss: number;
  highWater: number;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function measureOn(database: BenchDatabase): Promise<Figures> {
  await prepareDatabase(database);
  const copy = database.kind === 'pglite' ? await copyEmbeddedDatabase(database) : undefined;
  const app = await spawnApp(database.app, POOL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const baseline = copy
    ? await embeddedBaseline((copy.app as { dataDir: string }).dataDir)
    : postgresBaseline(database.url!, POOL);
  let sampler: NodeJS.Timeout | undefined;
  try {
    // Idle: started, nothing asked of it yet but what start-up left behind.
    await sleep(SETTLE_MS);
    const idleRss = app.memory().rss;
    let peakRss = idleRss;
    // The raw side leaves the app idle, so the peak is the API's load (and its warm-up).
    sampler = setInterval(() => {
      peakRss = Math.max(peakRss, app.memory().rss);
    }, SAMPLE_MS);
    const port = Number(new URL(app.address).port);
    const submit = async () => {
      const body = JSON.stringify(submissionBody());
      const response = await post(agent, port, '/api/forms/submissions', body);
      if (response.status !== 200)
        throw new Error(`submit answered ${response.status} ${response.body.slice(0, 300)}`);
    };
    const bounded = (task: () => Promise<void>, count: number) =>
      runBounded(task, { count, concurrency: CONCURRENCY, maxMs: ROUND_MAX_MS });
    // JIT, pools, prepared statements, the engine's caches: both sides get the same.
    await bounded(submit, WARMUP);
    await bounded(() => baseline.insert(), WARMUP);
    const rounds: string[] = [];
    const results = await alternateRounds(
      ROUNDS,
      [
        { label: 'API', run: () => bounded(submit, PER_ROUND) },
        { label: 'raw', run: () => bounded(() => baseline.insert(), PER_ROUND) },
      ],
      (round, r) =>
        rounds.push(
          `round ${round + 1}: API ${r.get('API')!.perSecond.toFixed(0)}/s, ` +
            `raw ${r.get('raw')!.perSecond.toFixed(0)}/s; load ${loadAverage()}`,
        ),
    );
    return {
      label: databaseLabel(database),
      api: results.get('API')!.map((r) => r.perSecond),
      raw: results.get('raw')!.map((r) => r.perSecond),
      rounds,
      idleRss,
      peakRss: Math.max(peakRss, app.memory().rss),
      highWater: app.memory().peak,
    };
  } finally {
    clearInterval(sampler);
    agent.destroy();
    await app.stop();
    await baseline.close();
    await copy?.drop();
  }
}

function print(figures: Figures): void {
  const ratios = figures.api.map((api, i) => api / figures.raw[i]!);
  const ratio = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
  console.log(
    [
      `  ${figures.label}:`,
      `    API submissions/s:  ${spread(figures.api)}`,
      `    raw INSERT rows/s:  ${spread(figures.raw)}`,
      `    ratio API/raw:      ${spread(ratios, 2)} ` +
        `(budget ≥ ${BUDGET_RATIO.toFixed(2)}: ${ratio >= BUDGET_RATIO ? 'within' : 'OVER'})`,
      ...figures.rounds.map((line) => `    ${line}`),
      `    app RSS: idle ${mb(figures.idleRss)}, peak under load ${mb(figures.peakRss)} ` +
        `(sampled every ${SAMPLE_MS} ms; VmHWM since start ${mb(figures.highWater)})`,
    ].join('\n'),
  );
}

export async function measureSubmissionThroughput(): Promise<void> {
  console.log(
    `submission throughput, loopback HTTP, concurrency ${CONCURRENCY}, ${ROUNDS} rounds of ` +
      `${PER_ROUND} (at most ${ROUND_MAX_MS / 1000} s) per side, API and raw alternating, ` +
      `after ${WARMUP} uncounted each; median (min–max) of the rounds; load ${loadAverage()}`,
  );
  const all: Figures[] = [];
  for (const create of [createPostgresDatabase, createEmbeddedDatabase]) {
    const database = await create();
    try {
      const figures = await measureOn(database);
      print(figures);
      all.push(figures);
    } finally {
      await database.drop();
    }
  }
  const [postgres, embedded] = all as [Figures, Figures];
  console.log(
    `  app RSS embedded / PostgreSQL: idle ${(embedded.idleRss / postgres.idleRss).toFixed(2)}×, ` +
      `peak ${(embedded.peakRss / postgres.peakRss).toFixed(2)}× (the app process only: the ` +
      `embedded database lives in it, PostgreSQL's server processes are not counted)`,
  );
  console.log(`  load average after ${loadAverage()} (1, 5, 15 min; 2 cores)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureSubmissionThroughput();
}
