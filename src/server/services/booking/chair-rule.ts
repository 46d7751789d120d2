import { and, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import {
  LONGEST_STAY_MINUTES,
  OBSERVATION_MINUTES,
  placesLeft,
  stayFor,
  stayOf,
  type Stay,
} from '../../../shared/capacity';
import type { Db } from '../../db/client';
import { appointments, stores } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { serviceMinutes, type StoreRow } from '../stores/store-details';

/**
 * The one capacity rule every booking goes through (online, at the desk, walk-ins), written up
 * in docs/decisions/024-store-capacity.md: an appointment holds a chair for its service and
 * the observation after it; a start is bookable while a chair is free for the whole stay.
 */

/** Appointments that hold no chair: cancelled, or missed (the client never came). */
const FREE_STATES = ['cancelled', 'missed'];

/** The stays at the stores that overlap [from, to): what a new booking there competes with. */
export async function staysBetween(
  db: Db,
  storeCodes: string[] | string,
  from: Date,
  to: Date,
): Promise<(Stay & { storeCode: string })[]> {
  const codes = Array.isArray(storeCodes) ? storeCodes : [storeCodes];
  if (codes.length === 0) return [];
  const earliest = new Date(from.getTime() - LONGEST_STAY_MINUTES * 60_000);
  const rows = await db
    .select({
      storeCode: appointments.storeCode,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.storeCode, codes),
        // The range the store's start index serves; a stay can start no earlier than this.
        gt(appointments.startsAt, earliest),
        lt(appointments.startsAt, to),
        // Written out so the planner can use the partial index (state <> 'cancelled').
        sql`${appointments.state} <> 'cancelled'`,
        notInArray(appointments.state, FREE_STATES),
        sql`${appointments.endsAt} + make_interval(mins => ${OBSERVATION_MINUTES}) > ${from.toISOString()}::timestamptz`,
      ),
    );
  return rows.map((r) => ({ storeCode: r.storeCode, ...stayOf(r.startsAt, r.endsAt) }));
}

/** The service's minutes at this store; a service it does not offer is a 400 on `service`. */
export function offeredMinutes(store: StoreRow, serviceId: string): number {
  const minutes = serviceMinutes(store, serviceId);
  if (minutes === undefined) {
    throw new AppError('validation', [{ path: 'service', message: 'booking.unknownService' }]);
  }
  return minutes;
}

export const slotFull = () => new AppError('conflict', undefined, 'booking.slotFull');

/**
 * Inside the booking's transaction: locks the store's row (bookings of one store queue here,
 * on PostgreSQL and PGlite alike, and an admin's change of chairs, hours or services waits for
 * them), then counts the chairs the new stay needs against what is booked, on the store's
 * settings as they are under the lock. Refuses with 409 `booking.slotFull` when no chair is
 * free for the whole stay; answers the locked row and the service's minutes.
 */
export async function holdChair(
  tx: Db,
  storeCode: string,
  start: Date,
  serviceId: string,
): Promise<{ store: StoreRow; minutes: number }> {
  const [store] = await tx
    .select()
    .from(stores)
    .where(eq(stores.code, storeCode))
    .for('no key update');
  if (!store) throw new AppError('notFound', undefined, 'booking.unknownStore');
  const minutes = offeredMinutes(store, serviceId);
  const stay = stayFor(start, minutes);
  const taken = await staysBetween(tx, storeCode, new Date(stay.start), new Date(stay.end));
  if (placesLeft(store.chairs, taken, stay) === 0) throw slotFull();
  return { store, minutes };
}

/** The same count without the lock: a cheap early answer before a code is spent. */
export async function chairsLeft(
  db: Db,
  store: StoreRow,
  start: Date,
  serviceMinutes: number,
): Promise<number> {
  const stay = stayFor(start, serviceMinutes);
  const taken = await staysBetween(db, store.code, new Date(stay.start), new Date(stay.end));
  return placesLeft(store.chairs, taken, stay);
}
