import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-db';
import type { Database } from './client';
import { executeNamed } from './named-query';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const planMode = (genericPlan: boolean) =>
  executeNamed<{ mode: string }>(
    database.db,
    'named_query_test_plan_mode',
    sql`select current_setting('plan_cache_mode') as mode, ${1}::int as one`,
    { genericPlan },
  );

describe('executeNamed', () => {
  it('runs a generic-plan statement on connections that always reuse the plan (PostgreSQL)', async () => {
    // PGlite has one connection: there the statement runs as any other.
    expect((await planMode(true))[0]?.mode).toBe(
      database.kind === 'postgres' ? 'force_generic_plan' : 'auto',
    );
    expect((await planMode(false))[0]?.mode).toBe('auto');
  });

  it('keeps a generic-plan statement inside the transaction it is given', async () => {
    const mode = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
      const [row] = await executeNamed<{ mode: string }>(
        tx,
        'named_query_test_in_tx',
        sql`select current_setting('plan_cache_mode') as mode`,
        { genericPlan: true },
      );
      return row?.mode;
    });
    expect(mode).toBe('force_custom_plan');
  });
});
