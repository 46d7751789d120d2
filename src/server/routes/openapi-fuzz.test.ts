import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzIdentities, type Identity } from '../test-support/fuzz/fuzz-identities';
import { runFuzz } from '../test-support/fuzz/fuzz-run';
import { operationsOf, type Operation } from '../test-support/fuzz/openapi-operations';
import { createTestApp, type TestContext } from '../test-support/test-app';

/**
 * Requests generated with fast-check from every operation of the OpenAPI document, sent
 * anonymously and as a nurse, an admin and a client: never a 5xx, and every 400 names a field
 * (or refuses the body as a whole). A fixed seed and a small budget keep CI fast and
 * repeatable; `npm run fuzz` is the long run.
 */
const SEED = 15_015;
const REQUESTS = 1_200;

let ctx: TestContext;
let operations: Operation[];
let identities: Identity[];
beforeAll(async () => {
  ctx = await createTestApp();
  operations = operationsOf((await ctx.app.inject({ url: '/api/docs/json' })).json());
  identities = await fuzzIdentities(ctx.app, ctx.database.db);
});
afterAll(() => ctx?.close());

describe('generated requests to every documented operation', () => {
  it('never answer 5xx, and every 400 names a field', async () => {
    expect(operations.length).toBeGreaterThan(50);
    // Every operation meets every identity at least once within the budget.
    expect(REQUESTS).toBeGreaterThanOrEqual(operations.length * identities.length);
    const report = await runFuzz(ctx.app, operations, identities, {
      seed: SEED,
      requests: REQUESTS,
    });
    expect(report.sent).toBe(REQUESTS);
    expect(report.failures.slice(0, 5)).toEqual([]);
  });
});
