import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import type { BenchDatabase } from './bench-database';

/**
 * The side of the search benchmark without the app: raw SQL (`query`) and the app's own
 * statement over drizzle (`db`). On PostgreSQL, a pg pool and the app's database layer on the
 * app's database. On the embedded database nothing else can open the app's data directory
 * (PGlite is one process per directory), so both run on a PGlite instance in the bench process
 * on a file copy of it: the same engine, build and rows, one query at a time as in the app.
 */
export interface SearchBaseline {
  /** Rows found. */
  query(text: string, params: unknown[]): Promise<number>;
  db: Db;
  close(): Promise<void>;
}

export async function postgresSearchBaseline(
  database: BenchDatabase,
  poolSize: number,
): Promise<SearchBaseline> {
  const opened = await database.open(poolSize);
  // As many connections as the app's pool: under the open loop neither side waits for one.
  const raw = new pg.Pool({ connectionString: database.url, max: poolSize });
  // DROP … WITH (FORCE) ends idle connections; that must not crash the run.
  raw.on('error', () => undefined);
  return {
    query: async (text, params) => (await raw.query(text, params)).rowCount ?? 0,
    db: opened.db,
    async close() {
      await raw.end();
      await opened.close();
    },
  };
}

/** `dataDir` is a DATA_DIR as the app takes it; the database is in its pglite folder. */
export async function embeddedSearchBaseline(dataDir: string): Promise<SearchBaseline> {
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: { pg_trgm, unaccent },
  });
  return {
    query: async (text, params) => (await client.query(text, params)).rows.length,
    db: drizzle(client, { schema }) as unknown as Db,
    close: () => client.close(),
  };
}
