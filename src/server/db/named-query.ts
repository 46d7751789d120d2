import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/**
 * Runs a hand-written statement as a named prepared statement: on PostgreSQL each pooled
 * connection plans it once instead of on every call (planning a multi-CTE statement costs more
 * than running it). `name` must always come with the same SQL text; PGlite ignores it.
 * A failure carries the name as `statementName`: the error log names the statement by it
 * (http/safe-error-log.ts), since its parameters must never be logged.
 */
export async function executeNamed<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  try {
    const result = (await db._.session
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
