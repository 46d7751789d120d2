import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

const genericPlanDbs = new WeakMap<Db, Db>();

/**
 * Connections of the same database that always reuse a statement's generic plan
 * (plan_cache_mode = force_generic_plan), for executeNamed's `genericPlan`. Registered by
 * openDatabase for PostgreSQL; without one (PGlite, a transaction) a statement runs on `db`.
 */
export function registerGenericPlanDb(db: Db, genericDb: Db): void {
  genericPlanDbs.set(db, genericDb);
}

/**
 * Runs a hand-written statement as a named prepared statement: on PostgreSQL each pooled
 * connection plans it once instead of on every call (planning a multi-CTE statement costs more
 * than running it). `name` must always come with the same SQL text; PGlite ignores it.
 * `genericPlan` is for a statement whose custom plan costs more to make than its generic plan
 * loses (PostgreSQL plans a custom plan on every call when it guesses the generic one dearer).
 * A failure carries the name as `statementName`: the error log names the statement by it
 * (http/safe-error-log.ts), since its parameters must never be logged.
 */
export async function executeNamed<Row>(
  db: Db,
  name: string,
  query: SQL,
  options: { genericPlan?: boolean } = {},
): Promise<Row[]> {
  const target = options.genericPlan ? (genericPlanDbs.get(db) ?? db) : db;
  try {
    const result = (await target._.session
      .prepareQuery(dialect.sqlToQuery(query), undefined, name, false)
      .execute()) as { rows: Row[] };
    return result.rows;
  } catch (error) {
    if (error && typeof error === 'object') {
      Object.defineProperty(error, 'statementName', { value: name, configurable: true });
    }
    throw error;
  }
}
