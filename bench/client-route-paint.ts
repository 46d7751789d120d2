import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { chromium, type Browser, type Page } from 'playwright-core';
import { openDatabase } from '../src/server/db/client';
import { seedCatalogue } from '../src/server/db/seed';
import { BARE_DIST, buildBothPages, SSR_DIST, WEB_DIST } from './client-route-bytes';
import { CPU_SLOWDOWN, loadOnce, NETWORK, type PageLoad } from './page-load';
import { spawnApp, type AppProcess } from './spawn-app';

/**
 * Every client route's first load on a throttled phone in Chromium (London's real link first),
 * each beside the bare React 19 page built the same way (bench/bare-react) and served the same
 * way, in the same round: rounds alternate route and bare page, so a machine that slows down
 * slows both. The figure is the median of RUNS rounds; the spread is the min–max of the route's
 * LCP and of its per-round ratio to the bare page. Budgets (issue 25): LCP ≤ 1.0 s median and
 * ≤ 0.8× the bare page, TBT ≤ 150 ms, CLS 0, JS+CSS ≤ 130 KB gzip. Numbers only.
 */
const RUNS = Number(process.env.BENCH_PAINT_RUNS ?? 5);
const BUDGET = { lcpMs: 1000, lcpRatio: 0.8, tbtMs: 150, cls: 0, gzipBytes: 130 * 1024 };
const ROUTES = [
  '/mf/london/20240926',
  '/new/london/20240926',
  '/verification/london/latest',
  '/rf',
  '/login',
  '/book-online',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).waitFor();

async function measureRounds(
  browser: Browser,
  product: string,
  bare: string,
): Promise<{ routes: Map<string, PageLoad[]>; bare: Map<string, PageLoad[]> }> {
  const routes = new Map(ROUTES.map((r) => [r, [] as PageLoad[]]));
  const bareRuns = new Map(ROUTES.map((r) => [r, [] as PageLoad[]]));
  const loadBare = () =>
    loadOnce(browser, `${bare}/`, (p) => p.getByText('Hello').waitFor(), BARE_DIST);
  // One uncounted load of each: the servers' first answers (file handles, JIT) are not a phone's.
  await loadBare();
  for (const route of ROUTES) await loadOnce(browser, product + route, h1, WEB_DIST);
  for (let round = 0; round < RUNS; round++) {
    for (const route of ROUTES) {
      routes.get(route)!.push(await loadOnce(browser, product + route, h1, WEB_DIST));
      bareRuns.get(route)!.push(await loadBare());
    }
    console.log(`  round ${round + 1}/${RUNS} done, load average ${load()}`);
  }
  return { routes, bare: bareRuns };
}

function report(routes: Map<string, PageLoad[]>, bare: Map<string, PageLoad[]>): void {
  const ms = (n: number) => `${Math.round(n)}`.padStart(5);
  const kb = (n: number) => `${(n / 1024).toFixed(1)}`.padStart(6);
  const allBare = [...bare.values()].flat();
  console.log(
    `  ${'page'.padEnd(28)}  LCP ms (min–max)    FCP   TBT   CLS  ratio (min–max)  gzip KB  sent KB`,
  );
  const line = (label: string, loads: PageLoad[], ratios?: number[]) => {
    const lcps = loads.map((l) => l.lcpMs);
    const range = `(${Math.round(Math.min(...lcps))}–${Math.round(Math.max(...lcps))})`;
    const ratio = ratios
      ? `${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`
      : '';
    console.log(
      `  ${label.padEnd(28)} ${ms(median(lcps))} ${range.padEnd(13)} ${ms(median(loads.map((l) => l.fcpMs)))} ${ms(median(loads.map((l) => l.tbtMs)))} ${Math.max(...loads.map((l) => l.cls)).toFixed(3)}  ${ratio.padEnd(16)} ${kb(median(loads.map((l) => l.jsCssGzip)))} ${kb(median(loads.map((l) => l.transferred)))}`,
    );
  };
  line('bare React 19 page', allBare);
  const verdicts: string[] = [];
  for (const [route, loads] of routes) {
    const ratios = loads.map((l, i) => l.lcpMs / bare.get(route)![i]!.lcpMs);
    line(route, loads, ratios);
    const lcp = median(loads.map((l) => l.lcpMs));
    const checks: [string, boolean][] = [
      [`LCP ${Math.round(lcp)} ms ≤ ${BUDGET.lcpMs}`, lcp <= BUDGET.lcpMs],
      [
        `LCP ratio ${median(ratios).toFixed(2)} ≤ ${BUDGET.lcpRatio}`,
        median(ratios) <= BUDGET.lcpRatio,
      ],
      [
        `TBT ${Math.round(median(loads.map((l) => l.tbtMs)))} ms ≤ ${BUDGET.tbtMs}`,
        median(loads.map((l) => l.tbtMs)) <= BUDGET.tbtMs,
      ],
      [
        `CLS ${Math.max(...loads.map((l) => l.cls)).toFixed(3)} = 0`,
        Math.max(...loads.map((l) => l.cls)) <= BUDGET.cls,
      ],
      [
        `JS+CSS ${(median(loads.map((l) => l.jsCssGzip)) / 1024).toFixed(1)} KB gzip ≤ 130`,
        median(loads.map((l) => l.jsCssGzip)) <= BUDGET.gzipBytes,
      ],
    ];
    verdicts.push(
      `  ${route}: ${checks.map(([text, ok]) => `${text} ${ok ? 'within' : 'OVER'}`).join('; ')}`,
    );
  }
  console.log('budgets (median of the rounds; CLS the worst load):');
  for (const verdict of verdicts) console.log(verdict);
}

export async function measureClientRoutePaint(): Promise<void> {
  const built = [
    path.join(WEB_DIST, 'index.html'),
    path.join(SSR_DIST, 'entry-server.js'),
    BARE_DIST,
  ];
  if (!built.every((file) => existsSync(file))) buildBothPages();
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const apps: AppProcess[] = [];
  let browser: Browser | undefined;
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 2 });
    await database.migrate();
    await seedCatalogue(database.db);
    await database.close();
    const product = await spawnApp(url.toString(), 5, {
      webDist: WEB_DIST,
      // BENCH_NO_SSR=1: the client-rendered index.html of before decision 033, to compare.
      ...(process.env.BENCH_NO_SSR ? {} : { ssrDist: SSR_DIST }),
    });
    apps.push(product);
    const bare = await spawnApp(url.toString(), 1, { webDist: BARE_DIST });
    apps.push(bare);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });

    const loadBefore = load();
    console.log(
      `first load on a throttled phone (Chromium, ${CPU_SLOWDOWN}× CPU, ${NETWORK.latency} ms RTT, 1.6 Mbit/s down), ${RUNS} rounds, load average ${loadBefore}:`,
    );
    const { routes, bare: bareRuns } = await measureRounds(browser, product.address, bare.address);
    report(routes, bareRuns);
    console.log(`  load average before ${loadBefore}, after ${load()} (1, 5, 15 min; 2 cores)`);
  } finally {
    await browser?.close();
    for (const app of apps) await app.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
