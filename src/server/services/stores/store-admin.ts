import { asc, eq, sql } from 'drizzle-orm';
import type { StoreAdminDto, StoreUpdateBody } from '../../../shared/api/stores';
import type { StoreOperatingDetails } from '../../../shared/store-settings';
import { listCountries, toE164 } from '../../auth/phone';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/named-query';
import { stores } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { operatingDetailsOf, toStoreAdminDto } from './store-details';
import { forgetStoreTimeZones } from './store-time-zones';

export async function listStoresForAdmin(db: Db): Promise<StoreAdminDto[]> {
  const rows = await db.select().from(stores).orderBy(asc(stores.name), asc(stores.code));
  return rows.map(toStoreAdminDto);
}

/** What the schema cannot know: a country the phone library has, a phone number of it. */
function checkedDetails(body: StoreUpdateBody): StoreOperatingDetails {
  if (!listCountries().some((c) => c.code === body.country)) {
    throw new AppError('validation', [{ path: 'country', message: 'validation.invalidCountry' }]);
  }
  let phone: string | null = null;
  if (body.phone !== '') {
    phone = toE164(body.phone, body.country) ?? null;
    if (!phone) {
      throw new AppError('validation', [{ path: 'phone', message: 'stores.invalidPhone' }]);
    }
  }
  return { ...body, phone };
}

/** Each operating detail that changed, as [before, after]: the audit row's data. */
function changesOf(before: StoreOperatingDetails, after: StoreOperatingDetails) {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after) as (keyof StoreOperatingDetails)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[key] = [before[key], after[key]];
    }
  }
  return changes;
}

/**
 * Replaces a store's operating details. The row is locked for the change, so it waits for a
 * booking that is counting this store's chairs (and a booking waits for it): no booking is
 * decided on half-changed hours or chairs. The catalogue (code, brand, form variants) is not
 * editable here.
 */
export async function updateStore(
  db: Db,
  clock: Clock,
  code: string,
  body: StoreUpdateBody,
): Promise<{ after: StoreAdminDto; changes: Record<string, [unknown, unknown]> }> {
  const details = checkedDetails(body);
  // The day view counts days in the store's zone in SQL: the database must know it too (its
  // time zone data may be older than the browser's and Node's).
  const [zone] = await executeNamed<{ known: boolean }>(
    db,
    'store_timezone_known',
    sql`select exists (select 1 from pg_timezone_names where name = ${details.timezone}) as known`,
  );
  if (!zone?.known) {
    throw new AppError('validation', [{ path: 'timezone', message: 'stores.unknownTimeZone' }]);
  }
  const result = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(stores)
      .where(eq(stores.code, code))
      .for('no key update');
    if (!before) throw new AppError('notFound', undefined, 'stores.notFound');
    const [row] = await tx
      .update(stores)
      .set({
        name: details.name,
        address: details.address,
        phone: details.phone,
        timezone: details.timezone,
        language: details.language,
        country: details.country,
        openingHours: details.opening_hours,
        chairs: details.chairs,
        services: details.services,
        onlineBooking: details.online_booking,
        updatedAt: clock(),
      })
      .where(eq(stores.code, code))
      .returning();
    return { before: operatingDetailsOf(before), row: row! };
  });
  forgetStoreTimeZones(db);
  return {
    after: toStoreAdminDto(result.row),
    changes: changesOf(result.before, operatingDetailsOf(result.row)),
  };
}
