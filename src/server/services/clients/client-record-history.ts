import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/named-query';
import { clientRecordCtes, type Actor, type ClientRecordUpdate } from './client-record-ctes';

/**
 * The client's own details page changes the name, gender or date of birth: the same history
 * rows and audit row as a signed form writes (source `client_details`), in one statement.
 */
export async function recordClientDetails(
  db: Db,
  input: {
    clientId: string;
    update: ClientRecordUpdate;
    actor: Actor;
    now: Date;
    ip: string;
    userAgent: string | null;
  },
): Promise<void> {
  await executeNamed(
    db,
    'client_details_history',
    sql`with submission as (select null::uuid as id)${clientRecordCtes({
      ...input,
      source: 'client_details',
    })} select 1`,
  );
}
