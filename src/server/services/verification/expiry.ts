import type { LinkPurpose } from '../../../shared/api/verification';
import type { VerificationSettings } from './settings';
import { dateTimeFormat } from '../../../shared/intl-formats';

const DAY_MS = 86_400_000;

/** Offset of `timeZone` from UTC at `instant`, in ms (Intl only: no time zone library). */
function offsetMs(timeZone: string, instant: number): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return local - Math.floor(instant / 1000) * 1000;
}

/** The first instant of the day after `instant`'s local day in `timeZone` (local midnight). */
export function endOfLocalDay(instant: Date, timeZone: string): Date {
  const local = new Date(instant.getTime() + offsetMs(timeZone, instant.getTime()));
  const nextMidnightAsUtc = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + 1,
  );
  // Two passes settle the offset when a DST change falls between the guess and the answer.
  let result = nextMidnightAsUtc - offsetMs(timeZone, nextMidnightAsUtc);
  result = nextMidnightAsUtc - offsetMs(timeZone, result);
  return new Date(result);
}

/**
 * When a new link expires: a desk QR after a few minutes (someone is standing there); a fill
 * link at the end of the appointment's day in the store's zone, capped so a far-off booking does
 * not get a link that lives for months.
 */
export function linkExpiry(
  purpose: LinkPurpose,
  now: Date,
  appointmentStartsAt: Date,
  timeZone: string,
  settings: VerificationSettings,
): Date {
  if (purpose === 'verify') return new Date(now.getTime() + settings.verifyTtlMinutes * 60_000);
  const endOfDay = endOfLocalDay(appointmentStartsAt, timeZone);
  const cap = now.getTime() + settings.fillLinkMaxDays * DAY_MS;
  return new Date(Math.min(endOfDay.getTime(), cap));
}
