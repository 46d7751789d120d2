import { BOOKABLE_SERVICES } from './booking-services';
import type { Language } from './languages';
import { storeOf } from './stores';

/**
 * A store's operating details: what admins change on /admin/stores and what booking, the day
 * view and every date a person reads follow. The catalogue (codes, brands, form variants) stays
 * in ./stores.ts; these are the defaults a new database is seeded with.
 */

/** Weekday keys in the order of Date#getUTCDay (0 = Sunday). */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number];

/** Local wall-clock times "HH:MM" in the store's time zone; closing is after opening. */
export interface DayHours {
  open: string;
  close: string;
}
/** A weekday without hours (null) is closed. */
export type OpeningHours = Record<WeekdayKey, DayHours | null>;

/** A service the store offers and how long it takes (the observation time comes on top). */
export interface StoreService {
  id: string;
  duration_minutes: number;
}

export interface StoreOperatingDetails {
  name: string;
  address: string;
  /** E.164, or null when the store has no public number. */
  phone: string | null;
  /** IANA time zone, e.g. Europe/London. */
  timezone: string;
  /** The language the store's staff read records in. */
  language: Language;
  /** ISO 3166-1 alpha-2: the default phone country code and the region dates are written for. */
  country: string;
  opening_hours: OpeningHours;
  chairs: number;
  services: StoreService[];
  online_booking: boolean;
}

export const CHAIRS_MIN = 1;
export const CHAIRS_MAX = 50;
export const SERVICE_MINUTES_MIN = 5;
export const SERVICE_MINUTES_MAX = 480;

const WEEKDAY_HOURS: DayHours = { open: '09:00', close: '19:00' };

export const DEFAULT_HOURS: OpeningHours = {
  sun: null,
  mon: WEEKDAY_HOURS,
  tue: WEEKDAY_HOURS,
  wed: WEEKDAY_HOURS,
  thu: WEEKDAY_HOURS,
  fri: WEEKDAY_HOURS,
  sat: { open: '10:00', close: '16:00' },
};

/** Stores whose seeded hours differ from the default. */
const STORE_HOURS: Record<string, Partial<OpeningHours>> = {
  london: { sun: { open: '11:00', close: '17:00' }, thu: { open: '09:00', close: '21:00' } },
  dripdash: { sat: { open: '09:00', close: '18:00' } },
};

/** Seeded durations of the group's services, in minutes of chair time before observation. */
export const DEFAULT_SERVICES: readonly StoreService[] = BOOKABLE_SERVICES.map((s) => ({
  id: s.id,
  duration_minutes: s.default_minutes,
}));

const COUNTRY_OF_TIMEZONE: Record<string, string> = {
  'Europe/London': 'GB',
  'Europe/Berlin': 'DE',
  'Africa/Johannesburg': 'ZA',
  'America/New_York': 'US',
};

const STORE_LANGUAGE: Record<string, Language> = { de: 'de' };
const STORE_CHAIRS: Record<string, number> = { london: 4 };
/** A clinic runs several chairs; admins set the real number. */
const DEFAULT_CHAIRS = 2;

/** What a store starts with in a new database (London: English, GB, Europe/London, 4 chairs). */
export function defaultOperatingDetails(code: string): StoreOperatingDetails {
  const store = storeOf(code);
  return {
    name: store.name,
    address: '',
    phone: null,
    timezone: store.timezone,
    language: STORE_LANGUAGE[code] ?? 'en',
    country: COUNTRY_OF_TIMEZONE[store.timezone] ?? 'GB',
    opening_hours: { ...DEFAULT_HOURS, ...STORE_HOURS[code] },
    chairs: STORE_CHAIRS[code] ?? DEFAULT_CHAIRS,
    services: DEFAULT_SERVICES.map((s) => ({ ...s })),
    online_booking: true,
  };
}

/** "HH:MM" → minutes after midnight. */
export const minutesOf = (hhmm: string): number =>
  Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The hours of the weekday of a local date (YYYY-MM-DD), or null when closed. */
export function hoursOn(hours: OpeningHours, date: string): DayHours | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return hours[WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!] ?? null;
}

/** A time zone the runtime knows (IANA names; offsets such as "+01:00" are not zones). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
