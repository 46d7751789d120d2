import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { BENCH_ANSWERS, BENCH_TEMPLATE, PNG_BYTES, SIGNATURE_SLOTS } from './submission-load';

/**
 * The raw side of the submission benchmark: the rows one submit writes (a submission and its
 * signatures, in one transaction), INSERTed without the app. On PostgreSQL, through a pg pool
 * on the app's own database. On the embedded database a second connection to the app's data
 * directory is impossible (PGlite is one process per directory), so it is a PGlite instance in
 * the bench process on a file copy of the app's seeded directory: the same engine, build,
 * extensions and rows, minus HTTP and the app; both sides run one at a time, never together.
 */
export interface SubmissionBaseline {
  insert(): Promise<void>;
  close(): Promise<void>;
}

const INSERT_SUBMISSION = `INSERT INTO form_submissions (kind, store_code, template_id,
    template_version, locale, answers, flags, status, content_sha256, idempotency_key,
    submitted_at, ip, user_agent)
  VALUES ('mf', 'london', $1, $2, 'en', $3, '[]', 'submitted', $4, $5, now(), '127.0.0.1', 'bench')
  RETURNING id`;
const INSERT_SIGNATURE = `INSERT INTO signatures (submission_id, slot, png, method, signer_name,
    strokes, signed_at, ip, user_agent)
  VALUES ($1, $2, $3, 'drawn', 'Bench Client', '[{"x":1,"y":1},{"x":-1,"y":-1}]', now(),
    '127.0.0.1', 'bench')`;
const answers = JSON.stringify(BENCH_ANSWERS);
const contentHash = createHash('sha256').update(answers).digest('hex');
const submissionParams = () => [
  BENCH_TEMPLATE.id,
  BENCH_TEMPLATE.version,
  answers,
  contentHash,
  randomUUID(),
];

type Query = (
  text: string,
  params: unknown[],
) => Promise<{ rows: { id: string }[] } | { rows: unknown[] }>;

async function insertRows(query: Query): Promise<void> {
  const { rows } = await query(INSERT_SUBMISSION, submissionParams());
  const id = (rows[0] as { id: string }).id;
  for (const slot of SIGNATURE_SLOTS) await query(INSERT_SIGNATURE, [id, slot, PNG_BYTES]);
}

export function postgresBaseline(url: string, poolSize: number): SubmissionBaseline {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // The database is dropped WITH (FORCE) at the end; a dying idle client must not crash us.
  pool.on('error', () => undefined);
  return {
    async insert() {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await insertRows((text, params) => client.query(text, params));
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** `dataDir` is a DATA_DIR as the app takes it; the database is in its pglite folder. */
export async function embeddedBaseline(dataDir: string): Promise<SubmissionBaseline> {
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: { pg_trgm, unaccent },
  });
  return {
    insert: () => client.transaction((tx) => insertRows((text, params) => tx.query(text, params))),
    close: () => client.close(),
  };
}
