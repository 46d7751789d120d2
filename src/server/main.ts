import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedCatalogue } from './db/seed';

/** Starts the product: configuration, database, migrations, seed, then listen. */
async function main(): Promise<void> {
  const config = await loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    // PGlite gets its own folder so DATA_DIR can also hold secrets.json.
    dataDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  await seedCatalogue(database.db);

  const app = await buildApp({ config, db: database.db });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  await app.listen({ port: config.port, host: config.host });
  const where =
    database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL';
  console.log(
    [
      '',
      `Clinic Intake is running on ${config.publicUrl} (${where}).`,
      `Sign in: open ${config.publicUrl}/login.`,
      `A client form, no sign-in needed: ${config.publicUrl}/mf/london/20231027`,
      `API documentation: ${config.publicUrl}/api/docs`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('Clinic Intake could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
