import path from 'node:path';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { testConfig } from '../src/server/test-support/test-app';

/**
 * The app under measurement, in its own process as in production: the load generator must not
 * share its event loop. Started by ./spawn-app.ts with the pool size and, for page loads, the
 * built web app to serve; reports its address over IPC and serves until killed. It chooses its
 * database from DATABASE_URL and DATA_DIR as src/server/config.ts and main.ts do: PostgreSQL
 * when DATABASE_URL is set, else the embedded database in DATA_DIR/pglite.
 */
const [poolSize, webDist, ssrDist] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR;
if (!databaseUrl && !dataDir) {
  throw new Error('app-process.ts needs DATABASE_URL or DATA_DIR in its environment');
}
const database = await openDatabase({
  databaseUrl,
  dataDir: dataDir ? path.join(path.resolve(dataDir), 'pglite') : '',
  poolSize: Number(poolSize ?? 10),
});
const app = await buildApp({
  config: testConfig({
    ...(webDist ? { webDist } : {}),
    ...(ssrDist ? { ssrDist } : {}),
    // The production allowance when a benchmark measures it; the tests' generous one otherwise.
    ...(process.env.SIGNATURES_PER_IP_PER_MINUTE
      ? { signaturesPerIpPerMinute: Number(process.env.SIGNATURES_PER_IP_PER_MINUTE) }
      : {}),
  }),
  db: database.db,
  listen: database.listen,
  logger: false,
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ address });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
