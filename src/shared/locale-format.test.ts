import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDateTime,
  formatNumber,
  formatTime,
  localeOf,
} from './locale-format';

const LONDON = { country: 'GB', timeZone: 'Europe/London' };
const NOON = '2026-11-29T12:00:00Z';

describe('dates, times and numbers by reader and store', () => {
  it('writes a London clinic in English as 29/11/2026 with 24-hour times', () => {
    const english = { language: 'en', ...LONDON };
    expect(formatDateTime(NOON, english, { date: 'short', time: 'short' })).toBe(
      '29/11/2026, 12:00',
    );
    expect(formatTime('2026-11-29T09:05:00Z', english)).toBe('09:05');
    expect(formatCalendarDate('1990-12-10', english, 'short')).toBe('10/12/1990');
  });

  it('writes a New York clinic in English the American way, on its own clock', () => {
    const english = { language: 'en', country: 'US', timeZone: 'America/New_York' };
    expect(formatDateTime(NOON, english, { date: 'short', time: 'short' })).toBe(
      '11/29/2026, 7:00 AM',
    );
  });

  it('writes Arabic with Arabic-Indic digits, at any store', () => {
    const arabic = { language: 'ar', ...LONDON };
    const text = formatDateTime(NOON, arabic, { date: 'short', time: 'short' });
    expect(text).toMatch(/^[\u0660-\u0669\u200f/،: \u0645\u0635]+$/);
    expect(text).toContain('٢٠٢٦');
    expect(formatNumber(3, arabic)).toBe('٣');
    expect(localeOf('ar', 'GB')).toBe('ar-GB-u-nu-arab');
  });

  it('uses the store clock across a DST change (London, 29 March 2026)', () => {
    const english = { language: 'en', ...LONDON };
    expect(formatTime('2026-03-29T00:30:00Z', english)).toBe('00:30');
    expect(formatTime('2026-03-29T01:30:00Z', english)).toBe('02:30');
  });

  it('reads an unknown language as English and ignores a malformed country', () => {
    expect(localeOf('xx', 'gb')).toBe('en');
    expect(formatNumber(1234, { language: 'de', country: 'DE' })).toBe('1.234');
  });
});
