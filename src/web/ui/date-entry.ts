import { toAsciiDigits } from '../../shared/digits';

/** The order people of a language write a date's numbers in. */
export type DateOrder = 'dmy' | 'mdy' | 'ymd';

/**
 * Chinese and Japanese write year, month, day; American English month, day, year; everyone
 * else here (British English, French, German, Spanish, Arabic) day, month, year. The order
 * comes from the language the person reads and the form's region, never from the browser's
 * own locale (which is how "17051990" became 1990-12-05).
 */
export function dateOrderFor(language: string, region: 'uk' | 'us' = 'uk'): DateOrder {
  if (language.startsWith('zh') || language.startsWith('ja')) return 'ymd';
  if (language.startsWith('en') && region === 'us') return 'mdy';
  return 'dmy';
}

export type TypedDate = { kind: 'blank' } | { kind: 'date'; iso: string } | { kind: 'invalid' };

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const SEPARATED = /^(\d{1,4})[/.\-\s،,年月]+(\d{1,2})[/.\-\s،,年月]+(\d{1,4})日?$/;
const COMPACT = /^\d{8}$/;

/**
 * A date as typed, in any digit system: "17/05/1990", "17.5.1990", "17 05 1990", "17051990"
 * (in the language's order), "1990-05-17" or "1990年5月17日" (a four-digit first number is
 * always a year). A year must have four digits and the day must exist in its month: anything
 * else is invalid, never guessed at.
 */
export function parseTypedDate(text: string, order: DateOrder): TypedDate {
  const ascii = toAsciiDigits(text).trim();
  if (ascii === '') return { kind: 'blank' };
  const iso = ISO.exec(ascii);
  if (iso) return calendarDate(iso[1]!, iso[2]!, iso[3]!);
  let parts: [string, string, string] | undefined;
  const separated = SEPARATED.exec(ascii);
  if (separated) parts = [separated[1]!, separated[2]!, separated[3]!];
  else if (COMPACT.test(ascii)) {
    parts =
      order === 'ymd'
        ? [ascii.slice(0, 4), ascii.slice(4, 6), ascii.slice(6)]
        : [ascii.slice(0, 2), ascii.slice(2, 4), ascii.slice(4)];
  }
  if (!parts) return { kind: 'invalid' };
  const [a, b, c] = parts;
  if (a.length === 4) return calendarDate(a, b, c);
  if (order === 'ymd') return { kind: 'invalid' };
  return order === 'dmy' ? calendarDate(c, b, a) : calendarDate(c, a, b);
}

function calendarDate(year: string, month: string, day: string): TypedDate {
  if (year.length !== 4) return { kind: 'invalid' };
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  const date = new Date(Date.UTC(y, m - 1, d));
  const valid =
    m >= 1 && m <= 12 && d >= 1 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  if (!valid) return { kind: 'invalid' };
  const pad = (n: number) => String(n).padStart(2, '0');
  return { kind: 'date', iso: `${year}-${pad(m)}-${pad(d)}` };
}

/** A stored date (YYYY-MM-DD) as it is typed in that order: "17/05/1990", "1990/05/17". */
export function typedForm(iso: string, order: DateOrder): string {
  const [y, m, d] = iso.split('-');
  if (!y || !m || !d) return iso;
  if (order === 'ymd') return `${y}/${m}/${d}`;
  return order === 'dmy' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/**
 * A date in words in the reader's language and the form's region ("17 May 1990", "17 mai 1990", "١٧ مايو ١٩٩٠",
 * "1990年5月17日"): the Gregorian calendar, the language's own digits, never shifted by a time
 * zone.
 */
export function dateInWords(iso: string, language: string, region: 'uk' | 'us' = 'uk'): string {
  const locale = language === 'en' ? (region === 'us' ? 'en-US' : 'en-GB') : language;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    calendar: 'gregory',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}
