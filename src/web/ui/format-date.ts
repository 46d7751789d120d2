import { i18next } from '../i18n/i18n';

/** A UTC instant as a local date and time in the page's language ("—" when absent). */
export function formatDateTime(
  iso: string | null | undefined,
  timeZone?: string,
  dateStyle: 'short' | 'medium' = 'medium',
): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(i18next.language, {
    dateStyle,
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** A calendar date (YYYY-MM-DD) in the page's language, without shifting it by time zone. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '—';
  return new Intl.DateTimeFormat(i18next.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A time of day of a UTC instant, in a store's time zone. */
export function formatTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(i18next.language, { timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}
