import { isolate } from './text/bidi';
import { formatCalendarDate, formatDateTime } from '../../../shared/locale-format';
import type { RecordForPdf } from './record-types';

/**
 * Numbers, dates, ids, names and addresses inside a sentence of the record's language are
 * isolated: "2025-03-14 10:30" or an IP address stays in one piece in an Arabic line (without
 * it, the bidi algorithm shows an ISO date as 14-03-2025).
 */
export { isolate };

/** Whose clock and conventions a record's times are written in: the reader's and the store's. */
export interface PdfClock {
  language: string;
  country: string | null;
  timeZone: string;
}

export function pdfClockOf(record: RecordForPdf, reader: string = record.language): PdfClock {
  return {
    language: reader,
    country: record.store.country,
    timeZone: record.store.timezone,
  };
}

/**
 * `29/11/2026, 10:30 (Europe/London)` for a London record in English: written for the reader
 * (src/shared/locale-format.ts) on the store's clock, with the clock's name.
 */
export function formatTime(iso: string, clock: PdfClock): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const when = formatDateTime(date, clock, { date: 'short', time: 'short' });
  return isolate(`${when} (${clock.timeZone})`);
}

/** A calendar date (a date of birth) written for the reader, never shifted by a time zone. */
export function formatDay(date: string, clock: PdfClock): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? isolate(formatCalendarDate(date, clock, 'short'))
    : isolate(date);
}
