import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sessions, staff } from '../db/schema';
import { readSessionCookie } from './session-cookie';
import { sessionLiveAt } from './session-live';
import { TOUCH_INTERVAL_MS } from './session-policy';
import { sha256Hex } from './tokens';

/**
 * A staff session checked inside the statement that does the work, for the hottest read (client
 * search): one round trip instead of two. Only the success case is decided here — a live
 * session (sessionLiveAt, the lookup's own definition) of an active member of staff whose CSRF
 * header matches. Anything else makes the statement do nothing, and the caller takes the usual
 * path (requireStaff), which gives the precise 401/403 and writes the audit rows for refusals.
 * The CSRF comparison is SQL equality, not constant-time: it is only reached with the session
 * cookie itself, whose holder needs no CSRF token.
 */
export interface InlineStaffSession {
  tokenHash: string;
  csrfToken: string;
  now: Date;
}

/** The cookie and CSRF header to check inline, or null when either is missing. */
export function inlineStaffSessionOf(
  ctx: AppContext,
  request: FastifyRequest,
): InlineStaffSession | null {
  const token = readSessionCookie(request);
  const csrf = request.headers['x-csrf-token'];
  if (!token || typeof csrf !== 'string' || !csrf) return null;
  return { tokenHash: sha256Hex(token), csrfToken: csrf, now: ctx.clock() };
}

/**
 * Two CTEs: `staff_session` (at most one row: `staff_id`) and the `last_seen_at` touch that
 * lookupSession would make. Statements add `where exists (select 1 from staff_session)` to
 * every read and write.
 */
export function staffSessionCtes(session: InlineStaffSession): SQL {
  const now = sql`${session.now.toISOString()}::timestamptz`;
  return sql`staff_session as (
      select ${sessions.id} as session_id, ${sessions.subjectId} as staff_id,
        ${sessions.lastSeenAt} as last_seen_at
      from ${sessions} join ${staff} on ${staff.id} = ${sessions.subjectId} and ${staff.active}
      where ${sessions.tokenHash} = ${session.tokenHash}
        and ${sessions.subjectType} = 'staff'
        and ${sessions.csrfToken} = ${session.csrfToken}
        and ${sessionLiveAt(now)}
    ), session_touch as (
      update ${sessions} set last_seen_at = ${now}
      where ${sessions.id} = (select session_id from staff_session)
        and ${sessions.lastSeenAt} < ${now} - ${TOUCH_INTERVAL_MS}::int * interval '1 millisecond'
    )`;
}
