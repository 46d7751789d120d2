import { describe, expect, it } from 'vitest';
import { localDate, slotStarts, zonedToUtc } from './opening-hours';

describe('opening hours and slots', () => {
  it('turns local wall-clock times into UTC across DST', () => {
    expect(zonedToUtc('2030-01-02', 9 * 60, 'Europe/London').toISOString()).toBe(
      '2030-01-02T09:00:00.000Z',
    );
    expect(zonedToUtc('2030-07-02', 9 * 60, 'Europe/London').toISOString()).toBe(
      '2030-07-02T08:00:00.000Z',
    );
    expect(zonedToUtc('2030-07-02', 9 * 60, 'America/New_York').toISOString()).toBe(
      '2030-07-02T13:00:00.000Z',
    );
    // The day the clocks go forward in London (31 March 2030).
    expect(zonedToUtc('2030-03-31', 11 * 60, 'Europe/London').toISOString()).toBe(
      '2030-03-31T10:00:00.000Z',
    );
  });

  it('lists hourly slots inside opening hours, none on a closed day', () => {
    const wednesday = slotStarts('capetown', '2030-01-02', 'Africa/Johannesburg');
    expect(wednesday).toHaveLength(10);
    expect(wednesday[0]!.toISOString()).toBe('2030-01-02T07:00:00.000Z');
    expect(slotStarts('capetown', '2030-01-06', 'Africa/Johannesburg')).toEqual([]);
    // London opens on Sundays (its own hours), 11:00–17:00.
    expect(slotStarts('london', '2030-01-06', 'Europe/London')).toHaveLength(6);
  });

  it('gives the store-local date of an instant', () => {
    expect(localDate(new Date('2030-01-02T23:30:00Z'), 'Africa/Johannesburg')).toBe('2030-01-03');
  });
});
