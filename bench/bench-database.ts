import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';
import { seedCatalogue } from '../src/server/db/seed';
import type { AppDatabase } from './spawn-app';

/**
 * A throwaway database for one benchmark: a new database on the PostgreSQL server, or a new
 * DATA_DIR for the embedded database (PGlite), laid out as `npm start` lays it out
 * (DATA_DIR/pglite), on the same disk as PostgreSQL's own data.
 */
export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  /** What spawnApp takes to start the app on it. */
  app: AppDatabase;
  /** The PostgreSQL URL; undefined for the embedded database. */
  url?: string;
  /** Opens it in this process. An embedded one must be closed again before an app opens it. */
  open(poolSize?: number): Promise<Database>;
  drop(): Promise<void>;
}

export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function createPostgresDatabase(prefix = 'bench'): Promise<BenchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    app: { databaseUrl: url.toString() },
    url: url.toString(),
    open: (poolSize = 10) => openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize }),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

function embeddedAt(dataDir: string): BenchDatabase {
  return {
    kind: 'pglite',
    app: { dataDir },
    open: () => openDatabase({ dataDir: path.join(dataDir, 'pglite') }),
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export async function createEmbeddedDatabase(): Promise<BenchDatabase> {
  return embeddedAt(await mkdtemp(path.join(tmpdir(), 'bench-pglite-')));
}

/**
 * A file copy of a closed embedded database: the same rows for a baseline that runs in this
 * process while the app holds the original (PGlite is one process per data directory).
 */
export async function copyEmbeddedDatabase(source: BenchDatabase): Promise<BenchDatabase> {
  if (source.kind !== 'pglite' || !('dataDir' in source.app)) {
    throw new Error('only an embedded database is copied');
  }
  const copy = await createEmbeddedDatabase();
  await cp(source.app.dataDir, (copy.app as { dataDir: string }).dataDir, { recursive: true });
  return copy;
}

/** Migrates and seeds the catalogue, as the product does at start, then closes it. */
export async function prepareDatabase(database: BenchDatabase): Promise<void> {
  const db = await database.open(2);
  try {
    await db.migrate();
    await seedCatalogue(db.db);
  } finally {
    await db.close();
  }
}

export const databaseLabel = (database: BenchDatabase) =>
  database.kind === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL';
