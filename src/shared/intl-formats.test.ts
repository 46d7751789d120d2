import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './intl-formats';

describe('dateTimeFormat', () => {
  it('gives the same formatter for the same locale and options, and formats in its zone', () => {
    const london = dateTimeFormat('en-CA', { timeZone: 'Europe/London' });
    expect(dateTimeFormat('en-CA', { timeZone: 'Europe/London' })).toBe(london);
    const tokyo = dateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' });
    expect(tokyo).not.toBe(london);
    const instant = new Date('2026-03-01T20:00:00Z');
    expect(london.format(instant)).toBe('2026-03-01');
    expect(tokyo.format(instant)).toBe('2026-03-02');
  });

  it('refuses an unknown zone as Intl does, and keeps nothing for it', () => {
    expect(() => dateTimeFormat('en-CA', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-CA', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
