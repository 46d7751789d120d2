import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createPostgresDatabase, prepareDatabase } from './bench-database';
import { buildBothPages, SSR_DIST, WEB_DIST } from './client-route-bytes';
import { alternateRounds, loadAverage, median, spread } from './rounds';
import { spawnApp } from './spawn-app';

/**
 * Lighthouse 12.2.3's mobile performance score (DESIGN.md budget: ≥ 95) of client routes, served
 * as client-route-paint serves them (built dist/web and dist/ssr, NODE_ENV production, a fresh
 * seeded PostgreSQL database). Lighthouse's mobile preset simulates a phone (4× CPU, 150 ms
 * RTT, 1.6 Mbit/s) from one unthrottled load. Pinned: 13 needs Node 22. Run through npx, not a
 * dependency: it is large and would slow every `npm ci`. Median of RUNS rounds, routes
 * alternating; spreads are min–max. Numbers only.
 */
const LIGHTHOUSE = 'lighthouse@12.2.3';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const ROUTES = ['/mf/london/20240926', '/login'];
const BUDGET_SCORE = 95;
/** A run Lighthouse itself fails (e.g. `NO_NAVSTART`: its trace missed the navigation) is redone. */
const ATTEMPTS = 3;
const run = promisify(execFile);

interface Report {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  si: number;
  benchmarkIndex: number;
  warnings: string[];
}

interface Lhr {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
}

/**
 * One Lighthouse run, redone when Lighthouse fails: a failed run is Lighthouse's, not the page's
 * (the page's own errors are in its report), and one of them must not end the whole bench.
 */
async function lighthouse(url: string, outDir: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, outDir);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      if (attempt >= ATTEMPTS) throw error;
      console.log(`  Lighthouse failed on ${new URL(url).pathname} (${reason}); running it again`);
    }
  }
}

async function lighthouseOnce(url: string, outDir: string): Promise<Report> {
  const output = path.join(outDir, 'report.json');
  await run(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${output}`,
      '--chrome-flags=--headless=new --no-sandbox',
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const lhr = JSON.parse(await readFile(output, 'utf8')) as Lhr;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    si: value('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
  };
}

function print(route: string, reports: Report[]): void {
  const of = (key: keyof Omit<Report, 'warnings'>) => reports.map((r) => r[key]);
  const score = median(of('score'));
  console.log(
    [
      `  ${route}`,
      `    score ${spread(of('score'), 0)}  (budget ≥ ${BUDGET_SCORE}: ` +
        `${score >= BUDGET_SCORE ? 'within' : 'OVER'})`,
      `    LCP ${spread(of('lcp'), 0)} ms  FCP ${spread(of('fcp'), 0)} ms  ` +
        `SI ${spread(of('si'), 0)} ms  TBT ${spread(of('tbt'), 0)} ms  CLS ${spread(of('cls'), 3)}`,
      `    Lighthouse CPU benchmark index ${spread(of('benchmarkIndex'), 0)}`,
      ...[...new Set(reports.flatMap((r) => r.warnings))].map((w) => `    warning: ${w}`),
    ].join('\n'),
  );
}

export async function measureLighthouse(): Promise<void> {
  const built = [path.join(WEB_DIST, 'index.html'), path.join(SSR_DIST, 'entry-server.js')];
  if (!built.every((file) => existsSync(file))) buildBothPages();
  const database = await createPostgresDatabase();
  const outDir = await mkdtemp(path.join(tmpdir(), 'bench-lighthouse-'));
  try {
    await prepareDatabase(database);
    const app = await spawnApp(database.app, 5, { webDist: WEB_DIST, ssrDist: SSR_DIST });
    try {
      const loadBefore = loadAverage();
      console.log(
        `${LIGHTHOUSE} mobile performance (simulated throttling), Chromium headless, ` +
          `median (min–max) of ${RUNS} runs per route, routes alternating; load ${loadBefore}`,
      );
      // One uncounted load of each: the server's first answers (file handles, JIT) are not a phone's.
      for (const route of ROUTES) await fetch(app.address + route).then((r) => r.text());
      const results = await alternateRounds(
        RUNS,
        ROUTES.map((route) => ({
          label: route,
          run: () => lighthouse(app.address + route, outDir),
        })),
        (round) => console.log(`  round ${round + 1}/${RUNS} done, load ${loadAverage()}`),
      );
      for (const [route, reports] of results) print(route, reports);
      console.log(`  load average before ${loadBefore}, after ${loadAverage()} (2 cores)`);
    } finally {
      await app.stop();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureLighthouse();
}
