import { describe, expect, it } from 'vitest';
import { addDays, localDate, openingHourWindows, slotStarts, zonedToUtc } from './opening-hours';
import { DEFAULT_HOURS, defaultOperatingDetails, type OpeningHours } from './store-settings';

const times = (starts: Date[]) => starts.map((s) => s.toISOString().slice(11, 16));

describe('opening hours and start times', () => {
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

  it('starts every half hour while the service and its observation end by closing', () => {
    // Wednesday 09:00–19:00: a 60-minute drip stays 90 minutes, so the last start is 17:30.
    const drip = slotStarts(DEFAULT_HOURS, '2030-01-02', 'Africa/Johannesburg', 60);
    expect(drip).toHaveLength(18);
    expect(drip[0]!.toISOString()).toBe('2030-01-02T07:00:00.000Z');
    expect(drip.at(-1)!.toISOString()).toBe('2030-01-02T15:30:00.000Z');
    // A 15-minute test stays 45 minutes: 18:00 is its last start.
    expect(times(slotStarts(DEFAULT_HOURS, '2030-01-02', 'Europe/London', 15)).at(-1)).toBe(
      '18:00',
    );
    expect(slotStarts(DEFAULT_HOURS, '2030-01-06', 'Africa/Johannesburg', 60)).toEqual([]);
    // London opens on Sundays, 11:00–17:00.
    const london = defaultOperatingDetails('london').opening_hours;
    expect(times(slotStarts(london, '2030-01-06', 'Europe/London', 60))).toEqual([
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
    ]);
  });

  it('lists each instant once on the nights the clocks change in London', () => {
    const night: OpeningHours = { ...DEFAULT_HOURS, sun: { open: '00:00', close: '04:00' } };
    // 29 March 2026: 01:00 GMT becomes 02:00 BST; four wall-clock hours are three real ones.
    const spring = slotStarts(night, '2026-03-29', 'Europe/London', 30);
    expect(times(spring)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00']);
    // 25 October 2026: 02:00 BST becomes 01:00 GMT; the day has five real hours before 04:00.
    const autumn = slotStarts(night, '2026-10-25', 'Europe/London', 30);
    expect(new Set(times(autumn)).size).toBe(autumn.length);
    expect(autumn.at(-1)!.toISOString()).toBe('2026-10-25T03:00:00.000Z');
  });

  it('gives the store-local date of an instant, and moves by calendar days', () => {
    expect(localDate(new Date('2030-01-02T23:30:00Z'), 'Africa/Johannesburg')).toBe('2030-01-03');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
  });
});

describe('opening hours hour by hour', () => {
  it('cuts a day into its opening hours, the last one short when closing is not on the hour', () => {
    const hours: OpeningHours = { ...DEFAULT_HOURS, wed: { open: '09:00', close: '11:30' } };
    const windows = openingHourWindows(hours, '2030-01-02', 'Europe/London');
    expect(windows.map((w) => [w.start.toISOString(), w.end.toISOString()])).toEqual([
      ['2030-01-02T09:00:00.000Z', '2030-01-02T10:00:00.000Z'],
      ['2030-01-02T10:00:00.000Z', '2030-01-02T11:00:00.000Z'],
      ['2030-01-02T11:00:00.000Z', '2030-01-02T11:30:00.000Z'],
    ]);
    expect(openingHourWindows(hours, '2030-01-06', 'Europe/London')).toEqual([]);
  });
});
