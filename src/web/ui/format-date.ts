import {
  formatCalendarDate,
  formatDateTime as formatInstant,
  formatNumber,
  formatTime as formatClockTime,
  type FormatPlace,
} from '../../shared/locale-format';
import { i18next } from '../i18n/i18n';
import { browserRegion } from './browser-region';
import { homeStore } from './store-places';

/**
 * Dates, times and numbers on screen, by the one policy of src/shared/locale-format.ts: the
 * page's language, the store's country and clock. Without a store: the staff member's own
 * store, else the browser's region and clock.
 */
export interface StoreClock {
  country?: string | null;
  timezone?: string | null;
}

function placeOf(store?: StoreClock | null): FormatPlace {
  const home = homeStore();
  return {
    language: i18next.language,
    country: store?.country ?? home?.country ?? browserRegion(),
    timeZone: store?.timezone ?? home?.timezone,
  };
}

/** A UTC instant as a date and time on the store's clock ("—" when absent). */
export function formatDateTime(
  iso: string | null | undefined,
  store?: StoreClock | null,
  dateStyle: 'short' | 'medium' | 'full' = 'medium',
): string {
  if (!iso) return '—';
  return formatInstant(iso, placeOf(store), { date: dateStyle, time: 'short' });
}

/** A calendar date (YYYY-MM-DD), without shifting it by time zone. */
export function formatDate(date: string | null | undefined, store?: StoreClock | null): string {
  if (!date) return '—';
  return formatCalendarDate(date, placeOf(store));
}

/** A time of day of a UTC instant, on the store's clock. */
export function formatTime(iso: string, store?: StoreClock | null): string {
  return formatClockTime(iso, placeOf(store));
}

/** A count in the page's digits. */
export function formatCount(value: number, store?: StoreClock | null): string {
  return formatNumber(value, placeOf(store));
}
