import { and, count, eq, gt, inArray, lte, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitEvents } from '../db/schema';

/** Records one attempt in the bucket and says whether it stays within the limit. */
async function take(
  db: Db,
  now: Date,
  bucket: string,
  limit: number,
  windowMs: number,
): Promise<{ id: number; ok: boolean }> {
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
  return { id: own!.id, ok: (row?.n ?? 0) <= limit };
}

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
  const { id, ok } = await take(db, now, bucket, limit, windowMs);
  if (!ok) await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, id));
  return ok;
}

export interface RateLimitRefusal {
  /** Which of the limits refused (index into the list given). */
  index: number;
  /** When the oldest attempt in that bucket leaves the window. */
  retryAt: Date;
}

/**
 * Several limits that one attempt must all pass, taken in order. A refusal by any of them
 * removes the attempt from every bucket, so a refused attempt counts nowhere.
 */
export async function takeRateLimits(
  db: Db,
  now: Date,
  limits: readonly { bucket: string; limit: number }[],
  windowMs: number,
): Promise<RateLimitRefusal | undefined> {
  const taken: number[] = [];
  for (const [index, { bucket, limit }] of limits.entries()) {
    const { id, ok } = await take(db, now, bucket, limit, windowMs);
    taken.push(id);
    if (ok) continue;
    await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, taken));
    const [usage] = await rateLimitUsage(db, now, [bucket], windowMs);
    return { index, retryAt: usage?.retryAt ?? new Date(now.getTime() + windowMs) };
  }
  return undefined;
}

/** Attempts inside the window per bucket (buckets without any are left out). */
export async function rateLimitUsage(
  db: Db,
  now: Date,
  buckets: readonly string[],
  windowMs: number,
): Promise<{ bucket: string; count: number; retryAt: Date }[]> {
  if (buckets.length === 0) return [];
  const since = new Date(now.getTime() - windowMs);
  const rows = await db
    .select({ bucket: rateLimitEvents.bucket, n: count(), oldest: min(rateLimitEvents.at) })
    .from(rateLimitEvents)
    .where(and(inArray(rateLimitEvents.bucket, [...buckets]), gt(rateLimitEvents.at, since)))
    .groupBy(rateLimitEvents.bucket);
  return rows.map((r) => ({
    bucket: r.bucket,
    count: Number(r.n),
    retryAt: new Date(new Date(r.oldest!).getTime() + windowMs),
  }));
}
