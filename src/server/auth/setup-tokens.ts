import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { setupTokens, staff } from '../db/schema';
import { randomToken, sha256Hex } from './tokens';

/** A setup link works for one hour and once. */
export const SETUP_TOKEN_TTL_MS = 3_600_000;

export async function hasActiveAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), eq(staff.active, true)))
    .limit(1);
  return Boolean(row);
}

/** A new one-time setup token; only its sha256 is stored. */
export async function createSetupToken(db: Db, clock: Clock): Promise<string> {
  const now = clock();
  const token = randomToken();
  await db.insert(setupTokens).values({
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SETUP_TOKEN_TTL_MS),
  });
  return token;
}

/** Marks the token used; true only for a live, unused token (single conditional update). */
export async function consumeSetupToken(db: Db, now: Date, token: string): Promise<boolean> {
  const used = await db
    .update(setupTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(setupTokens.tokenHash, sha256Hex(token)),
        isNull(setupTokens.usedAt),
        gt(setupTokens.expiresAt, now),
      ),
    )
    .returning({ id: setupTokens.id });
  return used.length === 1;
}
