import type { Db } from '../../db/client';
import { stores } from '../../db/schema';

/** The time zone of a store the database does not know (the group started in London). */
export const FALLBACK_TIME_ZONE = 'Europe/London';

/**
 * How long a process trusts the time zones it read. Changes on this process are seen at once
 * (`forgetStoreTimeZones`); another app process sees an admin's change within this time.
 */
const FRESH_MS = 30_000;

const cache = new WeakMap<Db, { readAt: number; zones: Promise<ReadonlyMap<string, string>> }>();

/**
 * Every store's time zone, from the database (admins change them on /admin/stores). Read at
 * most every 30 seconds per process: the client table and the form rules need it on every
 * search, and forty rows do not change between searches.
 */
export function storeTimeZones(db: Db): Promise<ReadonlyMap<string, string>> {
  const hit = cache.get(db);
  if (hit && performance.now() - hit.readAt < FRESH_MS) return hit.zones;
  const zones = db
    .select({ code: stores.code, timezone: stores.timezone })
    .from(stores)
    .then((rows) => new Map(rows.map((r) => [r.code, r.timezone])));
  cache.set(db, { readAt: performance.now(), zones });
  // A failed read is not remembered.
  zones.catch(() => cache.delete(db));
  return zones;
}

export function forgetStoreTimeZones(db: Db): void {
  cache.delete(db);
}

/** The time zone of one store (the fallback for none or an unknown code). */
export async function storeTimeZone(db: Db, code: string | null | undefined): Promise<string> {
  if (!code) return FALLBACK_TIME_ZONE;
  return (await storeTimeZones(db)).get(code) ?? FALLBACK_TIME_ZONE;
}
