import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitEvents } from '../db/schema';

/**
 * A sliding-window limit kept in the database, so it holds across app nodes. The attempt is
 * recorded first and then counted: two nodes racing for the last slot both see the other and
 * both refuse, which errs on the safe side. Refused attempts are removed so they do not extend
 * the window. Returns true when the attempt is allowed.
 */
export async function takeRateLimit(
  db: Db,
  now: Date,
  bucket: string,
  limit: number,
  windowMs: number,
): Promise<boolean> {
  const since = new Date(now.getTime() - windowMs);
  await db
    .delete(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), lte(rateLimitEvents.at, since)));
  const [own] = await db
    .insert(rateLimitEvents)
    .values({ bucket, at: now })
    .returning({ id: rateLimitEvents.id });
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), gt(rateLimitEvents.at, since)));
  if ((row?.n ?? 0) <= limit) return true;
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, own!.id));
  return false;
}
