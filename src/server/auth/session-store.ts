import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../shared/api/auth';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { clients, sessions, staff } from '../db/schema';
import { SESSION_POLICY, TOUCH_INTERVAL_MS } from './session-policy';
import { sessionLiveAt } from './session-live';
import { randomToken, sha256Hex } from './tokens';

export type SubjectType = 'staff' | 'client';

export interface ActiveSession {
  id: string;
  csrfToken: string;
  user: SessionUser;
}

export type SessionLookup = { state: 'active'; session: ActiveSession } | { state: 'ended' };

export async function createSession(
  ctx: AppContext,
  subject: { type: SubjectType; id: string },
  meta: { ip?: string; userAgent?: string },
): Promise<{ token: string; csrfToken: string; maxAgeSeconds: number }> {
  const now = ctx.clock();
  const token = randomToken();
  const csrfToken = randomToken();
  const { absoluteMs } = SESSION_POLICY[subject.type];
  await ctx.db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    subjectType: subject.type,
    subjectId: subject.id,
    csrfToken,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + absoluteMs),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  });
  return { token, csrfToken, maxAgeSeconds: Math.floor(absoluteMs / 1000) };
}

/**
 * The session row with its person in one round trip (every authenticated request pays for it):
 * a member of staff only while active, a client while the record exists. Prepared once per
 * database (a named statement: planned once per connection).
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      session: sessions,
      staffName: staff.name,
      staffRole: staff.role,
      staffActive: staff.active,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      live: sql<boolean>`${sessionLiveAt(sql`${sql.placeholder('now')}::timestamptz`)}`,
    })
    .from(sessions)
    .leftJoin(staff, and(eq(sessions.subjectType, 'staff'), eq(staff.id, sessions.subjectId)))
    .leftJoin(clients, and(eq(sessions.subjectType, 'client'), eq(clients.id, sessions.subjectId)))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.endedAt)))
    .prepare('session_with_user');
}
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

async function loadSessionWithUser(db: Db, tokenHash: string, now: Date) {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const [row] = await lookup.execute({ tokenHash, now: now.toISOString() });
  if (!row) return undefined;
  const { session, live } = row;
  let user: SessionUser | undefined;
  // A deactivated member of staff loses access on the very next request.
  if (session.subjectType === 'staff' && row.staffActive && row.staffRole && row.staffName !== null)
    user = { id: session.subjectId, kind: 'staff', role: row.staffRole, name: row.staffName };
  if (session.subjectType === 'client' && row.clientFirstName !== null)
    user = {
      id: session.subjectId,
      kind: 'client',
      role: null,
      name: `${row.clientFirstName} ${row.clientLastName}`,
    };
  return { row: session, user, live };
}

/** The live session for a cookie token, ending it on the spot when it has timed out. */
export async function lookupSession(ctx: AppContext, token: string): Promise<SessionLookup> {
  const now = ctx.clock();
  const found = await loadSessionWithUser(ctx.db, sha256Hex(token), now);
  if (!found) return { state: 'ended' };
  const { row, user, live } = found;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (!live) {
    // sessionLiveAt decided; the reason only labels the ended row.
    await endSession(
      ctx.db,
      row.id,
      now,
      now >= row.expiresAt ? 'absolute-timeout' : 'idle-timeout',
    );
    return { state: 'ended' };
  }
  if (!user) {
    await endSession(ctx.db, row.id, now, 'account-inactive');
    return { state: 'ended' };
  }
  if (idleFor >= TOUCH_INTERVAL_MS) {
    await ctx.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return { state: 'active', session: { id: row.id, csrfToken: row.csrfToken, user } };
}

export async function endSession(db: Db, id: string, now: Date, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
}

/** Ends every session of one person (deactivation). Returns how many were live. */
export async function endSessionsOf(
  db: Db,
  subject: { type: SubjectType; id: string },
  now: Date,
  reason: string,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(
      and(
        eq(sessions.subjectType, subject.type),
        eq(sessions.subjectId, subject.id),
        isNull(sessions.endedAt),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
