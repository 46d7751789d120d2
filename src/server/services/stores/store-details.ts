import type { StoreAdminDto, StorePlaceDto } from '../../../shared/api/stores';
import { isLanguage } from '../../../shared/languages';
import {
  DEFAULT_HOURS,
  WEEKDAYS,
  type DayHours,
  type OpeningHours,
  type StoreOperatingDetails,
  type StoreService,
} from '../../../shared/store-settings';
import type { stores } from '../../db/schema';

export type StoreRow = typeof stores.$inferSelect;

const isDay = (value: unknown): value is DayHours =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DayHours).open === 'string' &&
  typeof (value as DayHours).close === 'string';

/** The hours as stored; a day that is not an {open, close} pair (never written by us) is closed. */
export function hoursOf(row: Pick<StoreRow, 'openingHours'>): OpeningHours {
  const stored = (row.openingHours ?? DEFAULT_HOURS) as Record<string, unknown>;
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, isDay(stored[day]) ? stored[day] : null]),
  ) as OpeningHours;
}

export function servicesOf(row: Pick<StoreRow, 'services'>): StoreService[] {
  const list = Array.isArray(row.services) ? row.services : [];
  return list.filter(
    (s): s is StoreService =>
      typeof s?.id === 'string' && Number.isInteger(s.duration_minutes) && s.duration_minutes > 0,
  );
}

/** Minutes of `serviceId` at this store, or undefined when the store does not offer it. */
export function serviceMinutes(row: Pick<StoreRow, 'services'>, serviceId: string) {
  return servicesOf(row).find((s) => s.id === serviceId)?.duration_minutes;
}

export function operatingDetailsOf(row: StoreRow): StoreOperatingDetails {
  return {
    name: row.name,
    address: row.address,
    phone: row.phone,
    timezone: row.timezone,
    language: isLanguage(row.language) ? row.language : 'en',
    country: row.country,
    opening_hours: hoursOf(row),
    chairs: row.chairs,
    services: servicesOf(row),
    online_booking: row.onlineBooking,
  };
}

export function toStoreAdminDto(row: StoreRow): StoreAdminDto {
  return {
    code: row.code,
    brand: row.brand,
    active: row.active,
    updated_at: row.updatedAt.toISOString(),
    ...operatingDetailsOf(row),
  };
}

export function toStorePlaceDto(
  row: Pick<StoreRow, 'code' | 'name' | 'brand' | 'timezone' | 'language' | 'country'>,
): StorePlaceDto {
  return {
    code: row.code,
    name: row.name,
    brand: row.brand,
    timezone: row.timezone,
    language: row.language,
    country: row.country,
  };
}
