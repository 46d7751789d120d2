import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { BookingOptionsDto, BookingSlotsDto } from '../../../shared/api/clients';
import { BOOKABLE_SERVICES } from '../../../shared/booking-services';
import { isBookableStore, isListedStore, storeCountry } from '../../../shared/store-listing';
import {
  BOOKING_HORIZON_DAYS,
  BOOKING_LEAD_MINUTES,
  SLOT_MINUTES,
  localDate,
  slotStarts,
} from '../../../shared/opening-hours';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { appointments, stores } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { listActiveStores } from '../catalogue';

type StoreRow = typeof stores.$inferSelect;

/** Who books: the client online, or a member of staff at the desk. */
export type Booker = 'client' | 'staff';

/**
 * The stores that take bookings here (trial stores only in development) with the country their
 * phone numbers start from; the public list names only stores with a name of their own.
 */
export async function bookingOptions(
  ctx: Pick<AppContext, 'db' | 'config'>,
  booker: Booker,
): Promise<BookingOptionsDto> {
  const rows = await listActiveStores(ctx.db);
  return {
    stores: rows
      .filter((s) => isBookableStore(s.code, ctx.config.env))
      .map((s) => ({
        ...s,
        country: storeCountry(s.timezone),
        listed: booker === 'staff' || isListedStore(s),
      })),
    services: [...BOOKABLE_SERVICES],
  };
}

/** An open store that takes bookings in this environment; any other is "unknown store". */
export async function activeStore(
  ctx: Pick<AppContext, 'db' | 'config'>,
  code: string,
): Promise<StoreRow> {
  const [store] = await ctx.db.select().from(stores).where(eq(stores.code, code));
  if (!store?.active || !isBookableStore(store.code, ctx.config.env)) {
    throw new AppError('notFound', undefined, 'booking.unknownStore');
  }
  return store;
}

/**
 * Bookable window, up to the horizon: clients book from the lead time on; staff may also put a
 * walk-in client into the slot under way (one that has not ended yet).
 */
function bookable(start: Date, now: Date, booker: Booker): boolean {
  const t = start.getTime();
  const earliest =
    booker === 'staff'
      ? now.getTime() - SLOT_MINUTES * 60_000 + 1
      : now.getTime() + BOOKING_LEAD_MINUTES * 60_000;
  return t >= earliest && t <= now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000;
}

export const slotEnd = (start: Date) => new Date(start.getTime() + SLOT_MINUTES * 60_000);

export async function listSlots(
  ctx: AppContext,
  storeCode: string,
  date: string,
  booker: Booker = 'client',
): Promise<BookingSlotsDto> {
  const store = await activeStore(ctx, storeCode);
  const starts = slotStarts(store.code, date, store.timezone);
  const now = ctx.clock();
  const taken = new Set<number>();
  if (starts.length > 0) {
    const rows = await ctx.db
      .select({ startsAt: appointments.startsAt })
      .from(appointments)
      .where(
        and(
          eq(appointments.storeCode, store.code),
          gte(appointments.startsAt, starts[0]!),
          lt(appointments.startsAt, slotEnd(starts[starts.length - 1]!)),
          ne(appointments.state, 'cancelled'),
        ),
      );
    for (const r of rows) taken.add(r.startsAt.getTime());
  }
  return {
    store_code: store.code,
    date,
    timezone: store.timezone,
    slots: starts.map((s) => ({
      starts_at: s.toISOString(),
      ends_at: slotEnd(s).toISOString(),
      available: bookable(s, now, booker) && !taken.has(s.getTime()),
    })),
  };
}

/** A requested start must be one of the store's slots on its local date, and bookable now. */
export function assertValidSlot(
  store: StoreRow,
  start: Date,
  now: Date,
  booker: Booker = 'client',
): void {
  const starts = slotStarts(store.code, localDate(start, store.timezone), store.timezone);
  const isSlot = starts.some((s) => s.getTime() === start.getTime());
  if (!isSlot || !bookable(start, now, booker)) {
    throw new AppError(
      'validation',
      [{ path: 'starts_at', message: 'booking.invalidSlot' }],
      'booking.invalidSlot',
    );
  }
}

export async function isSlotTaken(db: Db, storeCode: string, start: Date): Promise<boolean> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.storeCode, storeCode),
        eq(appointments.startsAt, start),
        ne(appointments.state, 'cancelled'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
