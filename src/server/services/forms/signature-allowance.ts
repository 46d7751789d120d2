import type { Config } from '../../config';
import { rateLimitedUntil } from '../../http/app-error';

/** A signature pad's images per IP address and minute; a clinic's tablets share one address. */
export const SIGNATURES_PER_IP_PER_MINUTE = 60;
const WINDOW_MS = 60_000;

/**
 * The decodes an address took, oldest first, from `head` on: the ones that left the window are
 * at the front, so dropping them costs only their number, however high an operator sets the
 * allowance (filtering every entry on each submit costs ~4% of the app's CPU at 1,000 submits a
 * second under a large allowance).
 */
interface Taken {
  times: number[];
  head: number;
}

/**
 * Each app's count of signature images decoded per IP address in the last minute. Kept in
 * memory, not the database: what it protects is this process's CPU, and a flood must be
 * refused without costing a database round trip.
 */
const windows = new WeakMap<Config, Map<string, Taken>>();

function ipWindows(config: Config): Map<string, Taken> {
  let map = windows.get(config);
  if (!map) windows.set(config, (map = new Map()));
  return map;
}

/** Drops the decodes at or before `since`; the array is cut once half of it is dropped. */
function dropBefore(taken: Taken, since: number): void {
  while (taken.head < taken.times.length && taken.times[taken.head]! <= since) taken.head += 1;
  if (taken.head > 0 && taken.head * 2 >= taken.times.length) {
    taken.times = taken.times.slice(taken.head);
    taken.head = 0;
  }
}

/** Takes `count` decodes for `ip`, or refuses (429) when the minute's allowance is spent. */
export function takeSignatureAllowance(config: Config, ip: string, count: number, now: Date) {
  const limit = config.signaturesPerIpPerMinute ?? SIGNATURES_PER_IP_PER_MINUTE;
  const map = ipWindows(config);
  const at = now.getTime();
  const since = at - WINDOW_MS;
  const taken = map.get(ip) ?? { times: [], head: 0 };
  map.set(ip, taken);
  dropBefore(taken, since);
  // Addresses with nothing left in the window are dropped, so the map stays small.
  for (const [other, { times }] of map) {
    if (other !== ip && !(times[times.length - 1]! > since)) map.delete(other);
  }
  const inWindow = taken.times.length - taken.head;
  if (inWindow + count > limit) {
    // Room for this many comes when the oldest decodes in the window leave it.
    const freedBy =
      inWindow > 0
        ? taken.times[
            taken.head + Math.min(inWindow - 1, Math.max(0, inWindow + count - limit - 1))
          ]
        : undefined;
    const retryAt = new Date((freedBy ?? at) + WINDOW_MS);
    throw rateLimitedUntil('forms.tooManySignatures', retryAt, now);
  }
  for (let i = 0; i < count; i += 1) taken.times.push(at);
}
