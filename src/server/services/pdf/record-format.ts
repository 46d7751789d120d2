import { isolate } from './text/bidi';

/**
 * Numbers, dates, ids, names and addresses inside a sentence of the record's language are
 * isolated: "2025-03-14 10:30" or an IP address stays in one piece in an Arabic line (without
 * it, the bidi algorithm shows an ISO date as 14-03-2025).
 */
export { isolate };

/** Building a DateTimeFormat costs far more than using one: one per time zone. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** `2025-03-14 10:30 (Europe/London)`: the same in every language, in the store's time zone. */
export function formatTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return isolate(
    `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} (${timeZone})`,
  );
}
