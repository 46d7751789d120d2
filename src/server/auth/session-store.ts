import { and, eq, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../shared/api/auth';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { clients, sessions, staff } from '../db/schema';
import { SESSION_POLICY, TOUCH_INTERVAL_MS } from './session-policy';
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

async function loadUser(db: Db, type: SubjectType, id: string): Promise<SessionUser | undefined> {
  if (type === 'staff') {
    const [row] = await db.select().from(staff).where(eq(staff.id, id));
    // A deactivated member of staff loses access on the very next request.
    if (!row?.active) return undefined;
    return { id: row.id, kind: 'staff', role: row.role, name: row.name };
  }
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  if (!row) return undefined;
  return { id: row.id, kind: 'client', role: null, name: `${row.firstName} ${row.lastName}` };
}

/** The live session for a cookie token, ending it on the spot when it has timed out. */
export async function lookupSession(ctx: AppContext, token: string): Promise<SessionLookup> {
  const now = ctx.clock();
  const [row] = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.endedAt)));
  if (!row) return { state: 'ended' };
  const { idleMs } = SESSION_POLICY[row.subjectType];
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  const reason =
    now >= row.expiresAt ? 'absolute-timeout' : idleFor >= idleMs ? 'idle-timeout' : undefined;
  if (reason) {
    await endSession(ctx.db, row.id, now, reason);
    return { state: 'ended' };
  }
  const user = await loadUser(ctx.db, row.subjectType, row.subjectId);
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
