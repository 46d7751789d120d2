/**
 * Numbers, dates, ids and addresses inside a line of another direction: a first-strong isolate
 * keeps "2025-03-14 10:30" or an IP address in one piece in an Arabic line (without it, the
 * bidi algorithm shows an ISO date as 14-03-2025). Bidi controls are never drawn or extracted.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

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
