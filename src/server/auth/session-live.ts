import { sql, type SQL } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { SESSION_POLICY } from './session-policy';

/**
 * THE definition of a live session at `now` (an SQL timestamptz expression): not ended, before
 * its absolute end, and seen within its subject type's idle limit. The session lookup and the
 * statements that check a session inline (inline-staff-session.ts) both use it, so the two can
 * never disagree about who is signed in.
 */
export function sessionLiveAt(now: SQL): SQL {
  return sql`(${sessions.endedAt} is null and ${sessions.expiresAt} > ${now}
    and ${sessions.lastSeenAt} > ${now} - case ${sessions.subjectType}
      when 'staff' then ${SESSION_POLICY.staff.idleMs}::int
      else ${SESSION_POLICY.client.idleMs}::int end * interval '1 millisecond')`;
}
