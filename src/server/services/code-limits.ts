import type { CodeLimit } from '../../shared/api/verification';
import type { Address } from '../auth/destination';
import type { CodePurpose } from '../auth/one-time-codes';
import { CODE_PURPOSES } from '../../shared/api/auth';
import { rateLimitUsage } from '../auth/rate-limit';
import { sha256Hex } from '../auth/tokens';
import type { Db } from '../db/client';

/**
 * DESIGN.md: sends are limited per destination and per IP, in the database. The tight limit is
 * per purpose and destination, so one visit (booking, identity check, registration, a new
 * contact) never spends another purpose's sends; brute force stays bounded because each code
 * dies after five tries and a purpose's codes never pass for another's. A wider ceiling per
 * destination across purposes keeps an inbox from being flooded.
 */
export const SEND_LIMITS = {
  perPurpose: 5,
  perDestination: 15,
  /** Generous: a clinic's tablets share one public IP (`CODE_SENDS_PER_IP_PER_HOUR`). */
  perIp: 30,
  windowMs: 3_600_000,
} as const;

export type LimitScope = 'ip' | 'destination' | 'purpose';

const destinationKey = (to: Address) => sha256Hex(`${to.channel}:${to.address}`);
const purposeBucket = (purpose: CodePurpose, to: Address) =>
  `code-dest:${purpose}:${destinationKey(to)}`;
const destinationBucket = (to: Address) => `code-dest:${destinationKey(to)}`;

/** The limits one send must pass, widest first. */
export function sendLimits(
  purpose: CodePurpose,
  to: Address,
  ip: string,
  perIp: number = SEND_LIMITS.perIp,
): { bucket: string; limit: number; scope: LimitScope }[] {
  return [
    { bucket: `code-ip:${ip}`, limit: perIp, scope: 'ip' },
    { bucket: destinationBucket(to), limit: SEND_LIMITS.perDestination, scope: 'destination' },
    { bucket: purposeBucket(purpose, to), limit: SEND_LIMITS.perPurpose, scope: 'purpose' },
  ];
}

/** The message key of a refusal: which purpose ran out, so people (and the desk) know why. */
export function refusalMessage(scope: LimitScope, purpose: CodePurpose): string {
  if (scope !== 'purpose') return 'auth.tooManyCodes';
  return `auth.tooManyCodesFor${purpose[0]!.toUpperCase()}${purpose.slice(1)}`;
}

/**
 * For staff at the desk: which of a client's addresses cannot receive codes right now, for
 * which purpose (or for every purpose), and from when they can again.
 */
export async function codeLimitsFor(
  db: Db,
  now: Date,
  addresses: readonly Address[],
): Promise<CodeLimit[]> {
  const wanted = new Map<string, Omit<CodeLimit, 'sent' | 'retry_at'> & { limit: number }>();
  for (const to of addresses) {
    wanted.set(destinationBucket(to), {
      channel: to.channel,
      purpose: null,
      limit: SEND_LIMITS.perDestination,
    });
    for (const purpose of CODE_PURPOSES) {
      wanted.set(purposeBucket(purpose, to), {
        channel: to.channel,
        purpose,
        limit: SEND_LIMITS.perPurpose,
      });
    }
  }
  const usage = await rateLimitUsage(db, now, [...wanted.keys()], SEND_LIMITS.windowMs);
  return usage.flatMap(({ bucket, count, retryAt }) => {
    const { limit, ...rest } = wanted.get(bucket)!;
    return count >= limit ? [{ ...rest, sent: count, retry_at: retryAt.toISOString() }] : [];
  });
}
