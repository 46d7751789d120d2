import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client';

/*
 * Migrating a fresh database is the most expensive part of a test file's set-up (tens of
 * seconds for the embedded database on a busy machine). Every test file starts from one
 * migrated copy instead, made once per set of migrations: a tarball of the embedded database in
 * the temporary folder, and a template database on the PostgreSQL server. Both are named by a
 * hash of the migration files, so a changed migration makes a new one.
 */

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

let hashOnce: string | undefined;
const templateHash = () => (hashOnce ??= migrationsHash());

/** The migrated embedded database as a tarball, made by the first test file that needs it. */
export async function embeddedTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `clinic-intake-pglite-${templateHash()}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    // Written aside and renamed, so a file running beside this one never reads half a tarball.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/**
 * The name of a migrated template database on the server at `url`, made by the first test
 * file that needs it: built under a name of its own and renamed when complete.
 */
export async function serverTemplate(url: string): Promise<string> {
  const name = `tpl_${templateHash()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `tplb_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const buildUrl = new URL(url);
    buildUrl.pathname = `/${building}`;
    const database = await openDatabase({
      databaseUrl: buildUrl.toString(),
      dataDir: '',
      poolSize: 1,
    });
    await database.migrate();
    await database.close();
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch {
      // Another file finished first (42P04): its template is the same.
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    }
    return name;
  } finally {
    await admin.end();
  }
}
