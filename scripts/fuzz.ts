/**
 * `npm run fuzz -- [requests] [seconds] [seed]`: the long run of the OpenAPI fuzzer
 * (src/server/routes/openapi-fuzz.test.ts is the short one in CI). Builds the app on a fresh
 * test database (PGlite, or a new database on DATABASE_URL's server), sends the requests and
 * prints how many went out, the status counts and every failure. Exits 1 on any failure.
 */
import { fuzzIdentities } from '../src/server/test-support/fuzz/fuzz-identities';
import { runFuzz } from '../src/server/test-support/fuzz/fuzz-run';
import { operationsOf } from '../src/server/test-support/fuzz/openapi-operations';
import { createTestApp } from '../src/server/test-support/test-app';

const [requests = 20_000, seconds = 600, seed = Date.now() % 1_000_000] = process.argv
  .slice(2)
  .map(Number);

const ctx = await createTestApp();
try {
  const operations = operationsOf((await ctx.app.inject({ url: '/api/docs/json' })).json());
  const identities = await fuzzIdentities(ctx.app, ctx.database.db);
  const started = Date.now();
  const report = await runFuzz(ctx.app, operations, identities, {
    seed,
    requests,
    deadline: started + seconds * 1000,
  });
  const elapsed = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `seed ${seed}: ${report.sent} requests to ${operations.length} operations as ` +
      `${identities.map((i) => i.name).join(', ')} in ${elapsed} s`,
  );
  console.log('status counts:', JSON.stringify(report.statuses));
  for (const failure of report.failures) console.log(JSON.stringify(failure));
  console.log(`${report.failures.length} failures`);
  process.exitCode = report.failures.length > 0 ? 1 : 0;
} finally {
  await ctx.close();
}
