import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottles } from '../db/schema';
import { rateLimitedUntil } from '../http/app-error';
import { sha256Hex } from './tokens';

/**
 * Password sign-in throttling per account identifier (decision 003): the first
 * FREE_FAILURES failures cost nothing, then each one doubles a wait (1 s, 2 s, 4 s, ...), and
 * LOCK_AFTER consecutive failures lock password sign-in for LOCK_MS. Failures are forgotten
 * after FORGET_AFTER_MS without one, or at a successful sign-in (password or code).
 */
export const LOGIN_THROTTLE = {
  freeFailures: 3,
  lockAfter: 10,
  lockMs: 15 * 60_000,
  forgetAfterMs: 24 * 3_600_000,
} as const;

/** The identifier is hashed: unknown accounts are throttled alike and no address is stored. */
export function throttleKey(channel: 'email' | 'sms', address: string): string {
  return sha256Hex(`${channel}:${address}`);
}

export function backoffMs(failures: number): number {
  if (failures < LOGIN_THROTTLE.freeFailures) return 0;
  return 1000 * 2 ** (failures - LOGIN_THROTTLE.freeFailures);
}

/** Throws `auth.accountLocked` or `auth.tryAgainLater` (429) when no attempt is allowed now. */
export async function assertLoginAllowed(db: Db, now: Date, key: string): Promise<void> {
  const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.accountKey, key));
  if (!row || now.getTime() - row.lastFailureAt.getTime() >= LOGIN_THROTTLE.forgetAfterMs) return;
  if (row.lockedUntil && now < row.lockedUntil) {
    throw rateLimitedUntil('auth.accountLocked', row.lockedUntil, now);
  }
  const nextTry = new Date(row.lastFailureAt.getTime() + backoffMs(row.failures));
  if (now < nextTry) throw rateLimitedUntil('auth.tryAgainLater', nextTry, now);
}

/** Counts one failure; returns true when this failure locked the account. */
export async function recordLoginFailure(db: Db, now: Date, key: string): Promise<boolean> {
  const forgetBefore = new Date(now.getTime() - LOGIN_THROTTLE.forgetAfterMs);
  const [row] = await db
    .insert(loginThrottles)
    .values({ accountKey: key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.accountKey,
      set: {
        failures: sql`case when ${loginThrottles.lastFailureAt} <= ${forgetBefore} then 1 else ${loginThrottles.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottles.failures });
  if ((row?.failures ?? 0) < LOGIN_THROTTLE.lockAfter) return false;
  await db
    .update(loginThrottles)
    .set({ lockedUntil: new Date(now.getTime() + LOGIN_THROTTLE.lockMs) })
    .where(eq(loginThrottles.accountKey, key));
  return true;
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.accountKey, key));
}
