import { createHmac, hkdfSync } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH, type CodePurpose } from '../../shared/api/auth';
import type { AppContext } from '../context';
import { oneTimeCodes } from '../db/schema';
import type { Address } from './destination';
import { randomDigits, safeEqual } from './tokens';

export const CODE_TTL_MS = 10 * 60_000;
/** Wrong tries a code survives; the next try after this many fails even with the right code. */
export const CODE_MAX_ATTEMPTS = 5;

export type { CodePurpose } from '../../shared/api/auth';

const keys = new WeakMap<Buffer, Buffer>();

/**
 * Codes are stored as HMAC-SHA256 under a key derived from the server's first signing key: a
 * leaked table does not give codes away by trying all 10^6 of them without the key.
 */
function codeHash(ctx: AppContext, purpose: CodePurpose, to: Address, code: string): string {
  const secret = ctx.config.secrets.linkTokenKeys[0]!.secret;
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', 'clinic-intake one-time codes', 32));
    keys.set(secret, key);
  }
  return createHmac('sha256', key)
    .update(`${purpose}|${to.channel}|${to.address}|${code}`)
    .digest('hex');
}

const forDestination = (purpose: CodePurpose, to: Address) =>
  and(
    eq(oneTimeCodes.channel, to.channel),
    eq(oneTimeCodes.destination, to.address),
    eq(oneTimeCodes.purpose, purpose),
  );

/** A new code for the destination; any earlier live code for it is replaced (dead). */
export async function issueCode(
  ctx: AppContext,
  purpose: CodePurpose,
  to: Address,
): Promise<string> {
  const now = ctx.clock();
  const code = randomDigits(OTP_LENGTH);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ replacedAt: now })
      .where(
        and(
          forDestination(purpose, to),
          isNull(oneTimeCodes.usedAt),
          isNull(oneTimeCodes.replacedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      channel: to.channel,
      destination: to.address,
      purpose,
      codeHash: codeHash(ctx, purpose, to, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
  });
  return code;
}

/**
 * Checks and consumes a code: true once for the right code of the live one. Every try, right or
 * wrong, is first counted by one conditional UPDATE (`attempts < CODE_MAX_ATTEMPTS`), and only a
 * try that was counted is compared: parallel guesses cannot exceed the tries between a read and
 * a write, and the right code sent after the fifth try fails. A right code is then marked used
 * by a second conditional UPDATE, so it works once.
 */
export async function consumeCode(
  ctx: AppContext,
  purpose: CodePurpose,
  to: Address,
  code: string,
): Promise<boolean> {
  const now = ctx.clock();
  const live = and(
    isNull(oneTimeCodes.usedAt),
    isNull(oneTimeCodes.replacedAt),
    gt(oneTimeCodes.expiresAt, now),
  );
  const newest = ctx.db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(forDestination(purpose, to), live))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const [counted] = await ctx.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, sql`(${newest})`),
        live,
        lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });
  if (!counted || !safeEqual(counted.codeHash, codeHash(ctx, purpose, to, code))) return false;
  const used = await ctx.db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, counted.id), live))
    .returning({ id: oneTimeCodes.id });
  return used.length === 1;
}
