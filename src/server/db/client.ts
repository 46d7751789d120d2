import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createPgListener, type ListenFn } from './listen';
import { registerGenericPlanDb } from './named-query';
import * as schema from './schema';

/** One type for both drivers: services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** LISTEN on a NOTIFY channel: every app process on this database hears every NOTIFY. */
  listen: ListenFn;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PostgreSQL at `databaseUrl` when given, otherwise the embedded PGlite in `dataDir`
 * (`memory://` for an in-memory database in tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** An embedded database to start from (a `dumpDataDir` tarball): tests' migrated template. */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Keep every connection once opened: a clinic's searches come minutes apart, and a new
      // connection costs a TCP and authentication handshake plus planning each named statement
      // again (several ms), which the default 10 s idle timeout would pay on most requests.
      min: options.poolSize ?? 10,
      // A server that does not answer must not hang health checks or requests forever.
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // A few connections that always reuse generic plans, opened on first use (named-query.ts).
    const genericPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: Math.max(2, Math.ceil((options.poolSize ?? 10) / 4)),
      min: Math.max(2, Math.ceil((options.poolSize ?? 10) / 4)),
      connectionTimeoutMillis: 5_000,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    genericPool.on('error', () => undefined);
    registerGenericPlanDb(db, drizzlePg(genericPool, { schema }) as unknown as Db);
    const listener = createPgListener(options.databaseUrl);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      listen: listener.listen,
      async close() {
        await listener.close();
        await Promise.all([pool.end(), genericPool.end()]);
      },
    };
  }
  // The name search's extensions (decision 025): PGlite ships them, loaded at start; the
  // migration creates them in the database as it does on PostgreSQL.
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One embedded database, one process: its own NOTIFYs reach its listeners.
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        await stop();
      };
    },
    close: () => client.close(),
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
