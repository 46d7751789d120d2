import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { seedCatalogue } from '../src/server/db/seed';
import {
  BENCH_ANSWERS,
  BENCH_TEMPLATE,
  PNG_BYTES,
  runBounded,
  SIGNATURE_SLOTS,
  submissionBody,
} from './submission-load';
import { post } from './http-post';
import { spawnApp } from './spawn-app';

/**
 * Submissions per second through the API (HTTP on loopback, concurrent, each a full submit:
 * validation, PNG decode, one transaction, audit) beside raw INSERTs of the same rows
 * (submission + signatures) through pg on the same PostgreSQL. The app runs in its own process,
 * as deployed; this process only generates load. Budget (DESIGN.md): API ≥ 50%
 * of raw. Creates and drops its own database. Numbers only.
 */
const COUNT = 3000;
const WARMUP = 300;
const CONCURRENCY = 32;
const MAX_MS = 20_000;
const POOL = 10;

export async function measureSubmissionThroughput(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: '',
      poolSize: POOL,
    });
    await database.migrate();
    await seedCatalogue(database.db);
    await database.close();
    const app = await spawnApp(url.toString(), POOL);
    const port = Number(new URL(app.address).port);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const api = await runBounded(
      async () => {
        const response = await post(
          agent,
          port,
          '/api/forms/submissions',
          JSON.stringify(submissionBody()),
        );
        if (response.status !== 200) throw new Error(`submit answered ${response.status}`);
      },
      { count: COUNT, concurrency: CONCURRENCY, maxMs: MAX_MS, warmup: WARMUP },
    );
    agent.destroy();
    await app.stop();

    const pool = new pg.Pool({ connectionString: url.toString(), max: POOL });
    // The database is dropped WITH (FORCE) at the end; a dying idle client must not crash us.
    pool.on('error', () => undefined);
    const answers = JSON.stringify(BENCH_ANSWERS);
    const contentHash = createHash('sha256').update(answers).digest('hex');
    const raw = await runBounded(
      async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const { rows } = await client.query<{ id: string }>(
            `INSERT INTO form_submissions (kind, store_code, template_id, template_version, locale,
               answers, flags, status, content_sha256, idempotency_key, submitted_at, ip, user_agent)
             VALUES ('mf', 'london', $1, $2, 'en', $3, '[]', 'submitted', $4, $5, now(), '127.0.0.1', 'bench')
             RETURNING id`,
            [BENCH_TEMPLATE.id, BENCH_TEMPLATE.version, answers, contentHash, randomUUID()],
          );
          for (const slot of SIGNATURE_SLOTS) {
            await client.query(
              `INSERT INTO signatures (submission_id, slot, png, method, signer_name, strokes, signed_at, ip, user_agent)
               VALUES ($1, $2, $3, 'drawn', 'Bench Client', '[{"x":1,"y":1},{"x":-1,"y":-1}]', now(), '127.0.0.1', 'bench')`,
              [rows[0]!.id, slot, PNG_BYTES],
            );
          }
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      },
      { count: COUNT, concurrency: CONCURRENCY, maxMs: MAX_MS, warmup: WARMUP },
    );
    await pool.end();

    const ratio = api.perSecond / raw.perSecond;
    console.log('submission throughput (PostgreSQL, loopback HTTP, concurrency %d)', CONCURRENCY);
    console.log(
      `  API submissions/s:   ${api.perSecond.toFixed(1)} (${api.done} in ${api.seconds.toFixed(2)} s)`,
    );
    console.log(
      `  raw INSERT rows/s:   ${raw.perSecond.toFixed(1)} (${raw.done} in ${raw.seconds.toFixed(2)} s)`,
    );
    console.log(`  ratio API/raw:       ${ratio.toFixed(2)} (budget >= 0.50)`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureSubmissionThroughput();
}
