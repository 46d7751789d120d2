import { and, eq, sql } from 'drizzle-orm';
import { sessionLiveAt } from '../../auth/session-live';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sessions, staff } from '../../db/schema';

/**
 * Whether a staff session is still live, without counting as activity: an open event stream
 * must not keep a session alive, and must stop once it ends (timeout, sign-out, deactivation).
 */
export async function staffSessionStillLive(
  db: Db,
  clock: Clock,
  sessionId: string,
): Promise<boolean> {
  const now = clock();
  const [row] = await db
    .select({ live: sql<boolean>`${sessionLiveAt(sql`${now.toISOString()}::timestamptz`)}` })
    .from(sessions)
    .innerJoin(staff, and(eq(staff.id, sessions.subjectId), eq(staff.active, true)))
    .where(and(eq(sessions.id, sessionId), eq(sessions.subjectType, 'staff')));
  return row?.live === true;
}
