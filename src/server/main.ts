import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedCatalogue } from './db/seed';
import { DEMO_CLIENTS, seedDemoData } from './db/seed-demo';
import { RETURNING_CLIENTS, seedReturningClients } from './db/seed-returning';
import { createSetupToken, hasActiveAdmin } from './auth/setup-tokens';
import { systemClock } from './clock';
import { preloadFonts } from './services/pdf';

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
  // Demo clients help a person trying the product; a production database never gets them.
  if (config.env !== 'production') {
    await seedDemoData(database.db, new Date());
    await seedReturningClients(database.db, new Date());
  }

  // The app also runs the missed-appointment job from ready until close (app.ts).
  const app = await buildApp({ config, db: database.db, listen: database.listen });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  if (config.env === 'production' && !config.smtpUrl) {
    app.log.warn('SMTP_URL is not set: sign-in and registration codes only reach the outbox table');
  }
  // No default password, ever: without an admin, a one-time link creates the first one.
  const setupToken = (await hasActiveAdmin(database.db))
    ? undefined
    : await createSetupToken(database.db, systemClock);

  await writeSetupLinkFile(
    config.dataDir,
    setupToken && `${config.publicUrl}/setup?token=${setupToken}`,
  );
  await app.listen({ port: config.port, host: config.host });
  // The fonts' one-time preparation (seconds) is paid now, not by the first signed record.
  preloadFonts();
  const where =
    database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL';
  console.log(
    [
      '',
      `Clinic Intake is running on ${config.publicUrl} (${where}).`,
      `Sign in: open ${config.publicUrl}/login.`,
      `A client form, no sign-in needed: ${config.publicUrl}/mf/london/20231027`,
      `API documentation: ${config.publicUrl}/api/docs`,
      ...(config.env === 'production'
        ? []
        : [
            `Demo clients to search for: ${DEMO_CLIENTS.map((c) => c.email).join(', ')}`,
            `Returning clients (full form signed 7, 3 and 13 months before their next visit): ${RETURNING_CLIENTS.map((c) => c.email).join(', ')}`,
          ]),
      '',
      ...(setupToken
        ? [
            'There is no administrator yet. Open this one-time link within 1 hour to create the',
            `first admin account (it works once; restart to get a new one):`,
            `  ${config.publicUrl}/setup?token=${setupToken}`,
            'Or from the shell: npm run staff:create -- --role admin --email you@example.com --name "Your Name"',
            '',
          ]
        : []),
    ].join('\n'),
  );
}

/**
 * The setup link also goes to DATA_DIR/first-admin-setup-link.txt (mode 0600), for an operator
 * whose terminal output is gone and for the end-to-end tests. A stale one is removed.
 */
async function writeSetupLinkFile(dataDir: string, link: string | undefined): Promise<void> {
  const file = path.join(dataDir, 'first-admin-setup-link.txt');
  if (!link) {
    await rm(file, { force: true });
    return;
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await writeFile(file, `${link}\n`, { mode: 0o600 });
}

main().catch((error: unknown) => {
  console.error('Clinic Intake could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
