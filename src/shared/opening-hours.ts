import { OBSERVATION_MINUTES } from './capacity';
import { hoursOn, minutesOf, type OpeningHours } from './store-settings';
import { dateTimeFormat } from './intl-formats';

/**
 * Start times a store offers on a local date, from its opening hours (store-settings.ts). Local
 * wall-clock times in the store's time zone, computed per local date and stored as UTC instants.
 */

/** Appointments start on the hour and the half hour. */
export const START_STEP_MINUTES = 30;
/** A start must be at least this far ahead to be bookable online. */
export const BOOKING_LEAD_MINUTES = 60;
/** How far ahead online booking is open. */
export const BOOKING_HORIZON_DAYS = 90;

/** Offset (ms) of `timeZone` from UTC at `instant`, through Intl (works in browsers too). */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}

/** The UTC instant of a local wall-clock time (`date` YYYY-MM-DD, `minutes` after midnight). */
export function zonedToUtc(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, 0, minutes);
  // Two passes settle the offset across a DST change.
  let utc = guess - zoneOffsetMs(new Date(guess), timeZone);
  utc = guess - zoneOffsetMs(new Date(utc), timeZone);
  return new Date(utc);
}

/**
 * Start instants (UTC) on local date `date` for a service of `serviceMinutes`: every step from
 * opening while the service and the observation after it end by closing. On a DST day a
 * wall-clock time the clocks skip falls on an instant already listed, and is listed once.
 */
export function slotStarts(
  hours: OpeningHours,
  date: string,
  timeZone: string,
  serviceMinutes: number,
): Date[] {
  const day = hoursOn(hours, date);
  if (!day) return [];
  const close = zonedToUtc(date, minutesOf(day.close), timeZone).getTime();
  const stayMs = (serviceMinutes + OBSERVATION_MINUTES) * 60_000;
  const starts: Date[] = [];
  for (let t = minutesOf(day.open); t < minutesOf(day.close); t += START_STEP_MINUTES) {
    const start = zonedToUtc(date, t, timeZone);
    if (start.getTime() + stayMs > close) break;
    if (start.getTime() > (starts.at(-1)?.getTime() ?? -Infinity)) starts.push(start);
  }
  return starts;
}

/** The store-local date (YYYY-MM-DD) of an instant. */
export function localDate(instant: Date, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone }).format(instant);
}

/** A local date plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The opening hours of a local date hour by hour, as UTC instants (the last may be shorter). */
export function openingHourWindows(
  hours: OpeningHours,
  date: string,
  timeZone: string,
): { start: Date; end: Date }[] {
  const day = hoursOn(hours, date);
  if (!day) return [];
  const close = minutesOf(day.close);
  const windows: { start: Date; end: Date }[] = [];
  for (let t = minutesOf(day.open); t < close; t += 60) {
    const start = zonedToUtc(date, t, timeZone);
    const end = zonedToUtc(date, Math.min(t + 60, close), timeZone);
    if (end > start) windows.push({ start, end });
  }
  return windows;
}
