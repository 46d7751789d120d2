import { eq } from 'drizzle-orm';
import type { BookingOptionsDto, BookingSlotsDto } from '../../../shared/api/clients';
import { placesLeft, stayFor } from '../../../shared/capacity';
import {
  BOOKING_HORIZON_DAYS,
  BOOKING_LEAD_MINUTES,
  START_STEP_MINUTES,
  localDate,
  slotStarts,
} from '../../../shared/opening-hours';
import { isBookableStore, isListedStore } from '../../../shared/store-listing';
import type { AppContext } from '../../context';
import { stores } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hoursOf, servicesOf, type StoreRow } from '../stores/store-details';
import { offeredMinutes, staysBetween } from './chair-rule';

/** Who books: the client online, or a member of staff at the desk. */
export type Booker = 'client' | 'staff';

/** Online, a store that has online booking switched off is not offered; the desk sees it. */
const takesBookingsFrom = (store: StoreRow, booker: Booker) =>
  booker === 'staff' || store.onlineBooking;

/**
 * The stores that take bookings here (trial stores only in development) with the country their
 * phone numbers start from and the services each offers; the public list names only stores
 * with a name of their own.
 */
export async function bookingOptions(
  ctx: Pick<AppContext, 'db' | 'config'>,
  booker: Booker,
): Promise<BookingOptionsDto> {
  const rows = await ctx.db
    .select()
    .from(stores)
    .where(eq(stores.active, true))
    .orderBy(stores.name);
  return {
    stores: rows
      .filter((s) => isBookableStore(s.code, ctx.config.env) && takesBookingsFrom(s, booker))
      .map((s) => ({
        code: s.code,
        name: s.name,
        brand: s.brand,
        timezone: s.timezone,
        country: s.country,
        address: s.address,
        services: servicesOf(s),
        listed: booker === 'staff' || isListedStore(s),
      })),
  };
}

/** An open store that takes bookings here from this booker; any other is "unknown store". */
export async function activeStore(
  ctx: Pick<AppContext, 'db' | 'config'>,
  code: string,
  booker: Booker = 'client',
): Promise<StoreRow> {
  const [store] = await ctx.db.select().from(stores).where(eq(stores.code, code));
  if (
    !store?.active ||
    !isBookableStore(store.code, ctx.config.env) ||
    !takesBookingsFrom(store, booker)
  ) {
    throw new AppError('notFound', undefined, 'booking.unknownStore');
  }
  return store;
}

/**
 * Bookable window, up to the horizon: clients book from the lead time on; staff may also put a
 * walk-in client into the start under way (one less than a step ago).
 */
function bookable(start: Date, now: Date, booker: Booker): boolean {
  const t = start.getTime();
  const earliest =
    booker === 'staff'
      ? now.getTime() - START_STEP_MINUTES * 60_000 + 1
      : now.getTime() + BOOKING_LEAD_MINUTES * 60_000;
  return t >= earliest && t <= now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000;
}

/**
 * A store's start times on a local date for one service: each with whether it can be booked
 * now and whether it is full. Staff also see how many places are left; the public does not.
 */
export async function listSlots(
  ctx: AppContext,
  storeCode: string,
  date: string,
  serviceId: string | undefined,
  booker: Booker = 'client',
): Promise<BookingSlotsDto> {
  const store = await activeStore(ctx, storeCode, booker);
  const service = serviceId ?? servicesOf(store)[0]?.id ?? '';
  const minutes = offeredMinutes(store, service);
  const starts = slotStarts(hoursOf(store), date, store.timezone, minutes);
  const now = ctx.clock();
  const stays =
    starts.length === 0
      ? []
      : await staysBetween(ctx.db, store.code, starts[0]!, stayEnd(starts.at(-1)!, minutes));
  return {
    store_code: store.code,
    date,
    timezone: store.timezone,
    service,
    slots: starts.map((start) => {
      const stay = stayFor(start, minutes);
      const left = placesLeft(store.chairs, stays, stay);
      const open = bookable(start, now, booker);
      return {
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + minutes * 60_000).toISOString(),
        available: open && left > 0,
        full: open && left === 0,
        places_left: booker === 'staff' ? left : null,
      };
    }),
  };
}

const stayEnd = (start: Date, minutes: number) => new Date(stayFor(start, minutes).end);

/** A requested start must be one of the store's start times for the service, bookable now. */
export function assertValidSlot(
  store: StoreRow,
  minutes: number,
  start: Date,
  now: Date,
  booker: Booker = 'client',
): void {
  const date = localDate(start, store.timezone);
  const starts = slotStarts(hoursOf(store), date, store.timezone, minutes);
  const isSlot = starts.some((s) => s.getTime() === start.getTime());
  if (!isSlot || !bookable(start, now, booker)) {
    throw new AppError(
      'validation',
      [{ path: 'starts_at', message: 'booking.invalidSlot' }],
      'booking.invalidSlot',
    );
  }
}
