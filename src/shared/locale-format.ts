import { cachedFormat } from './intl-formats';
import { toLanguage } from './languages';

/**
 * How dates, times and numbers are written, for screens, mail, SMS and PDFs alike: in the
 * reader's language, with the conventions of the store's country where that language has them
 * (English at a London clinic: 29/11/2026 and 24-hour times; at New York: 11/29/2026, 12:00 PM),
 * and on the store's clock. Arabic is written with Arabic-Indic digits.
 */
export interface FormatPlace {
  /** The reader's language (any value; unknown ones read English). */
  language: string;
  /** The store's ISO 3166 country; none: the language's own conventions. */
  country?: string | null;
  /** The store's IANA time zone; none: the runtime's own. */
  timeZone?: string | null;
}

/** The BCP 47 locale of a reader at a store: `en-GB`, `ar-GB-u-nu-arab`. */
export function localeOf(language: string, country?: string | null): string {
  const lang = toLanguage(language);
  const region = country && /^[A-Z]{2}$/.test(country) ? `-${country}` : '';
  return `${lang}${region}${lang === 'ar' ? '-u-nu-arab' : ''}`;
}

export interface DateTimeStyle {
  date?: 'full' | 'long' | 'medium' | 'short';
  time?: 'short';
}

/** Whether the locale's short time pads the hour ("09:05") or not ("9:05 AM"). */
function shortTimeHour(locale: string): '2-digit' | 'numeric' {
  const nine = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2000, 0, 1, 9, 5)))
    .find((part) => part.type === 'hour');
  return nine?.value.length === 2 ? '2-digit' : 'numeric';
}

function dateTimeFormat(place: FormatPlace, style: DateTimeStyle, zone?: string) {
  const locale = localeOf(place.language, place.country);
  const timeZone = zone ?? place.timeZone ?? undefined;
  const key = `dt|${locale}|${timeZone ?? ''}|${style.date ?? ''}|${style.time ?? ''}`;
  return cachedFormat(key, () => {
    const options: Intl.DateTimeFormatOptions = {
      ...(style.date ? { dateStyle: style.date } : {}),
      ...(style.time ? { timeStyle: style.time } : {}),
      ...(timeZone ? { timeZone } : {}),
    };
    // A short date with the full year: "29/11/2026", never "29/11/26".
    if (style.date === 'short') {
      delete options.dateStyle;
      Object.assign(options, { year: 'numeric', month: '2-digit', day: '2-digit' });
      if (style.time) {
        delete options.timeStyle;
        // The hour as the locale's own short time writes it: "09:05" in en-GB, "9:05 AM" in en-US.
        Object.assign(options, { hour: shortTimeHour(locale), minute: '2-digit' });
      }
    }
    return new Intl.DateTimeFormat(locale, options);
  });
}

const toDate = (instant: Date | string) => (instant instanceof Date ? instant : new Date(instant));

/** An instant as a date and time on the store's clock. */
export function formatDateTime(
  instant: Date | string,
  place: FormatPlace,
  style: DateTimeStyle = { date: 'medium', time: 'short' },
): string {
  return dateTimeFormat(place, style).format(toDate(instant));
}

/** The time of day of an instant on the store's clock. */
export function formatTime(instant: Date | string, place: FormatPlace): string {
  return dateTimeFormat(place, { time: 'short' }).format(toDate(instant));
}

/** A calendar date (YYYY-MM-DD, e.g. a date of birth), never shifted by a time zone. */
export function formatCalendarDate(
  date: string,
  place: FormatPlace,
  style: DateTimeStyle['date'] = 'medium',
): string {
  return dateTimeFormat(place, { date: style }, 'UTC').format(new Date(`${date}T00:00:00Z`));
}

/** A whole number in the reader's digits. */
export function formatNumber(value: number, place: FormatPlace): string {
  const locale = localeOf(place.language, place.country);
  return cachedFormat(`n|${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}
