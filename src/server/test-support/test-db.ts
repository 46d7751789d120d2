import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { embeddedTemplate, serverTemplate } from './migrated-template';

const serverUrls = new WeakMap<Database['db'], string>();

/**
 * The same database as a second app process sees it: on PostgreSQL its own pool and its own
 * LISTEN connection (closed with it); the embedded PGlite is one instance, shared as it is
 * (closing the copy leaves it open for its owner).
 */
export async function openSameDatabase(database: Database): Promise<Database> {
  const url = serverUrls.get(database.db);
  if (!url) return { ...database, close: async () => undefined };
  return openDatabase({ databaseUrl: url, dataDir: '', poolSize: 5 });
}

/** The server URL of a test database, or undefined for the embedded one. */
export function serverUrlOf(database: Database): string | undefined {
  return serverUrls.get(database.db);
}

/**
 * A fresh, migrated database for one test file: a new database on the PostgreSQL server named
 * by DATABASE_URL (dropped again on close), or an in-memory PGlite, each a copy of the migrated
 * template (migrated-template.ts). Tests run against both in CI.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    return openDatabase({ dataDir: 'memory://', loadDataDir: await embeddedTemplate() });
  }
  const template = await serverTemplate(url);
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await cloneDatabase(admin, name, template);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: testUrl.toString(),
    dataDir: '',
    poolSize: 5,
  });
  serverUrls.set(database.db, testUrl.toString());
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** CREATE DATABASE from the template, again while another file's copy holds it (55006). */
async function cloneDatabase(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}
