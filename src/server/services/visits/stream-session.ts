import { sql } from 'drizzle-orm';
import { sessionLiveAt } from '../../auth/session-live';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/named-query';

/**
 * Whether a staff member's event stream may go on: the session is still live and the account
 * active (without counting as activity: an open stream must not keep a session alive), and the
 * stores they work at are still exactly `storeCodes`, the ones the stream was opened for.
 */
export async function staffStreamStillAllowed(
  db: Db,
  clock: Clock,
  sessionId: string,
  storeCodes: ReadonlySet<string>,
): Promise<boolean> {
  const now = clock().toISOString();
  const [row] = await executeNamed<{ live: boolean; codes: string[] | null }>(
    db,
    'stream_still_allowed',
    sql`select ${sessionLiveAt(sql`${now}::timestamptz`)} as live,
        (select array_agg(ss.store_code order by ss.store_code) from staff_stores ss
          join stores s on s.code = ss.store_code and s.active
          where ss.staff_id = st.id) as codes
      from sessions
      join staff st on st.id = sessions.subject_id and st.active
      where sessions.id = ${sessionId} and sessions.subject_type = 'staff'`,
  );
  if (row?.live !== true) return false;
  const codes = row.codes ?? [];
  return codes.length === storeCodes.size && codes.every((code) => storeCodes.has(code));
}
