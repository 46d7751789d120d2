/**
 * Store opening hours for online booking, as data (admins cannot edit them yet). Local wall-clock
 * times in the store's time zone; slots are computed per local date and stored as UTC instants.
 */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6; // 0 = Sunday, as Date#getUTCDay
/** `[open, close]` as "HH:MM", or null when closed. */
export type DayHours = readonly [string, string] | null;
export type WeeklyHours = Record<Weekday, DayHours>;

/** Each booking takes one slot; a slot is one chair for one drip and its 30-minute rest. */
export const SLOT_MINUTES = 60;
/** A slot must start at least this far ahead to be bookable online. */
export const BOOKING_LEAD_MINUTES = 60;
/** How far ahead online booking is open. */
export const BOOKING_HORIZON_DAYS = 90;

export const DEFAULT_HOURS: WeeklyHours = {
  0: null,
  1: ['09:00', '19:00'],
  2: ['09:00', '19:00'],
  3: ['09:00', '19:00'],
  4: ['09:00', '19:00'],
  5: ['09:00', '19:00'],
  6: ['10:00', '16:00'],
};

/** Stores whose hours differ from the default. */
export const STORE_HOURS: Record<string, WeeklyHours> = {
  london: { ...DEFAULT_HOURS, 0: ['11:00', '17:00'], 4: ['09:00', '21:00'] },
  dripdash: { ...DEFAULT_HOURS, 6: ['09:00', '18:00'] },
};

export function hoursFor(storeCode: string): WeeklyHours {
  return STORE_HOURS[storeCode] ?? DEFAULT_HOURS;
}

/** Offset (ms) of `timeZone` from UTC at `instant`, through Intl (works in browsers too). */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
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

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Start instants (UTC) of every slot of `storeCode` on local date `date`. */
export function slotStarts(storeCode: string, date: string, timeZone: string): Date[] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay() as Weekday;
  const hours = hoursFor(storeCode)[weekday];
  if (!hours) return [];
  const starts: Date[] = [];
  for (let t = toMinutes(hours[0]); t + SLOT_MINUTES <= toMinutes(hours[1]); t += SLOT_MINUTES) {
    starts.push(zonedToUtc(date, t, timeZone));
  }
  return starts;
}

/** The store-local date (YYYY-MM-DD) of an instant. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
}
