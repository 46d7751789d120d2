import type { Config } from '../../config';
import { rateLimitedUntil } from '../../http/app-error';

/** A signature pad's images per IP address and minute; a clinic's tablets share one address. */
export const SIGNATURES_PER_IP_PER_MINUTE = 60;
const WINDOW_MS = 60_000;

/**
 * Each app's count of signature images decoded per IP address in the last minute. Kept in
 * memory, not the database: what it protects is this process's CPU, and a flood must be
 * refused without costing a database round trip.
 */
const windows = new WeakMap<Config, Map<string, number[]>>();

function ipWindows(config: Config): Map<string, number[]> {
  let map = windows.get(config);
  if (!map) windows.set(config, (map = new Map()));
  return map;
}

/** Takes `count` decodes for `ip`, or refuses (429) when the minute's allowance is spent. */
export function takeSignatureAllowance(config: Config, ip: string, count: number, now: Date) {
  const limit = config.signaturesPerIpPerMinute ?? SIGNATURES_PER_IP_PER_MINUTE;
  const map = ipWindows(config);
  const since = now.getTime() - WINDOW_MS;
  const taken = (map.get(ip) ?? []).filter((at) => at > since);
  // Addresses with nothing left in the window are dropped, so the map stays small.
  for (const [other, times] of map) {
    if (other !== ip && times[times.length - 1]! <= since) map.delete(other);
  }
  if (taken.length + count > limit) {
    map.set(ip, taken);
    // Room for this many comes when the oldest decodes in the window leave it.
    const freedBy =
      taken[Math.min(taken.length - 1, Math.max(0, taken.length + count - limit - 1))];
    const retryAt = new Date((freedBy ?? now.getTime()) + WINDOW_MS);
    throw rateLimitedUntil('forms.tooManySignatures', retryAt, now);
  }
  for (let i = 0; i < count; i += 1) taken.push(now.getTime());
  map.set(ip, taken);
}
