import type { HourLoadDto } from '../../../shared/api/visits';
import { peakOverlap } from '../../../shared/capacity';
import { openingHourWindows } from '../../../shared/opening-hours';
import type { Db } from '../../db/client';
import { staysBetween } from '../booking/chair-rule';
import { hoursOf } from '../stores/store-details';
import type { ScopeStore } from './staff-stores';

/**
 * Each store's day hour by hour: the chairs held at the busiest moment of the hour (the
 * booking rule's own count, src/shared/capacity.ts) against the store's chairs. Stores closed
 * that day have no hours.
 */
export async function dayCapacity(
  db: Db,
  inView: ScopeStore[],
  date: string,
): Promise<{ store_code: string; hours: HourLoadDto[] }[]> {
  const days = inView
    .map((store) => ({ store, windows: openingHourWindows(hoursOf(store), date, store.timezone) }))
    .filter((d) => d.windows.length > 0);
  if (days.length === 0) return [];
  const from = new Date(Math.min(...days.map((d) => d.windows[0]!.start.getTime())));
  const to = new Date(Math.max(...days.map((d) => d.windows.at(-1)!.end.getTime())));
  const stays = await staysBetween(
    db,
    days.map((d) => d.store.code),
    from,
    to,
  );
  return days.map(({ store, windows }) => {
    const own = stays.filter((s) => s.storeCode === store.code);
    return {
      store_code: store.code,
      hours: windows.map((w) => ({
        starts_at: w.start.toISOString(),
        booked: peakOverlap(own, { start: w.start.getTime(), end: w.end.getTime() }),
        chairs: store.chairs,
      })),
    };
  });
}
