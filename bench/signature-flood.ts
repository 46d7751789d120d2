import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { PNG } from 'pngjs';
import { openDatabase } from '../src/server/db/client';
import { seedCatalogue } from '../src/server/db/seed';
import { SIGNATURES_PER_IP_PER_MINUTE } from '../src/server/services/forms/signature-allowance';
import { validSubmitBody } from '../src/server/test-support/forms';
import { figures, quantile } from './latency';
import { spawnApp } from './spawn-app';

/**
 * An anonymous flood against the app in its own process (budget: /healthz p99 under
 * 50 ms while it lasts): six senders, from one address, post submissions whose three signatures
 * are as large as the cap allows (4 MP each, a few KB compressed), with the production allowance
 * per address. The senders run in a worker thread; the main thread asks /healthz one request
 * after another. Rounds alternate /healthz alone (A) and /healthz under the flood (B); each
 * flood comes from a fresh loopback address (127.0.0.N), so every round meets a full allowance
 * and pays for the decodes it lets through, not only for cheap 429s.
 */
const SENDERS = 6;
const PER_SENDER = 10;
const ROUNDS = 3;
const QUIET_PROBES = 200;
const BUDGET_P99_MS = 50;

const FLOOD = `
const http = require('node:http');
const { workerData, parentPort } = require('node:worker_threads');
const { port, body, senders, perSender, localAddress } = workerData;
const agent = new http.Agent({ keepAlive: true, localAddress });
const statuses = [];
function send() {
  const payload = body.replace('__KEY__', crypto.randomUUID());
  return new Promise((resolve) => {
    const req = http.request({ agent, host: '127.0.0.1', port, path: '/api/forms/submissions',
      method: 'POST', headers: { 'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload) } }, (res) => {
        res.resume();
        res.on('end', () => { statuses.push(res.statusCode); resolve(); });
      });
    req.on('error', () => { statuses.push(0); resolve(); });
    req.end(payload);
  });
}
Promise.all(Array.from({ length: senders }, async () => {
  for (let i = 0; i < perSender; i += 1) await send();
})).then(() => parentPort.postMessage(statuses));
`;

/** A white 2000 × 2000 PNG: 4 MP, within the cap, 16 MB once decoded. */
function largeSignature(): string {
  const png = new PNG({ width: 2000, height: 2000 });
  png.data.fill(255);
  return PNG.sync.write(png).toString('base64');
}

function health(agent: http.Agent, port: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ agent, host: '127.0.0.1', port, path: '/healthz' }, (res) => {
        res.resume();
        res.on('end', () => resolve(performance.now() - started));
      })
      .on('error', reject);
  });
}

function flood(port: number, body: string, localAddress: string) {
  const worker = new Worker(FLOOD, {
    eval: true,
    workerData: { port, body, senders: SENDERS, perSender: PER_SENDER, localAddress },
  });
  return {
    done: new Promise<number[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    }).finally(() => void worker.terminate()),
  };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export async function measureSignatureFlood(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_flood_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 2 });
  try {
    await database.migrate();
    await seedCatalogue(database.db);
    const app = await spawnApp(url.toString(), 10, {
      env: { SIGNATURES_PER_IP_PER_MINUTE: String(SIGNATURES_PER_IP_PER_MINUTE) },
    });
    const port = Number(new URL(app.address).port);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const submit = validSubmitBody('mfUk');
    const png = largeSignature();
    submit.signatures.forEach((s) => (s.png_base64 = png));
    const body = JSON.stringify({ ...submit, idempotency_key: '__KEY__' });
    try {
      for (let i = 0; i < 50; i += 1) await health(agent, port);
      console.log(
        `anonymous signature flood: ${SENDERS} senders × ${PER_SENDER} submissions of 3 × 4 MP ` +
          `signatures from one address, allowance ${SIGNATURES_PER_IP_PER_MINUTE} signatures a ` +
          `minute; /healthz asked one after another; load average at start ${load()}`,
      );
      const quiet: number[] = [];
      const flooded: number[] = [];
      const statuses = new Map<number, number>();
      for (let round = 1; round <= ROUNDS; round += 1) {
        const a: number[] = [];
        for (let i = 0; i < QUIET_PROBES; i += 1) a.push(await health(agent, port));
        const running = flood(port, body, `127.0.0.${10 + round}`);
        let finished = false;
        void running.done.then(() => (finished = true));
        const b: number[] = [];
        while (!finished) b.push(await health(agent, port));
        for (const status of await running.done)
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        a.sort((x, y) => x - y);
        b.sort((x, y) => x - y);
        quiet.push(...a);
        flooded.push(...b);
        console.log(
          `  round ${round}: A alone p50/p99 ${quantile(a, 0.5).toFixed(2)}/${quantile(a, 0.99).toFixed(2)} ms` +
            `  B flood p50/p99 ${quantile(b, 0.5).toFixed(2)}/${quantile(b, 0.99).toFixed(2)} ms` +
            ` (${b.length} probes); load ${load()}`,
        );
      }
      quiet.sort((x, y) => x - y);
      flooded.sort((x, y) => x - y);
      const p99 = quantile(flooded, 0.99);
      console.log(`  A /healthz alone        ${figures(quiet)}`);
      console.log(
        `  B /healthz under flood  ${figures(flooded)} ` +
          `(budget p99 < ${BUDGET_P99_MS} ms: ${p99 < BUDGET_P99_MS ? 'within' : 'OVER'})`,
      );
      console.log(
        `  ratio B / A: p50 ${(quantile(flooded, 0.5) / quantile(quiet, 0.5)).toFixed(1)}×  ` +
          `p99 ${(p99 / quantile(quiet, 0.99)).toFixed(1)}×; answers ${JSON.stringify(Object.fromEntries(statuses))}; ` +
          `load average at end ${load()}`,
      );
    } finally {
      agent.destroy();
      await app.stop();
    }
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
