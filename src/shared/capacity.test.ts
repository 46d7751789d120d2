import { describe, expect, it } from 'vitest';
import { OBSERVATION_MINUTES, peakOverlap, placesLeft, stayFor, stayOf } from './capacity';

const at = (iso: string) => new Date(iso);
const drip = (iso: string, minutes = 60) => stayFor(at(iso), minutes);

describe('chairs held by overlapping stays', () => {
  it('holds a chair for the service and the 30-minute observation after it', () => {
    expect(OBSERVATION_MINUTES).toBe(30);
    const stay = stayOf(at('2030-01-02T11:00:00Z'), at('2030-01-02T12:00:00Z'));
    expect(new Date(stay.end).toISOString()).toBe('2030-01-02T12:30:00.000Z');
    // A 60-minute drip at 11:00 still holds its chair at 12:00, not at 12:30.
    expect(placesLeft(1, [stay], drip('2030-01-02T12:00:00Z'))).toBe(0);
    expect(placesLeft(1, [stay], drip('2030-01-02T12:30:00Z'))).toBe(1);
    // A 15-minute test at 10:00 leaves by 10:45, before the 11:00 drip needs the chair.
    expect(placesLeft(1, [stay], drip('2030-01-02T10:00:00Z', 15))).toBe(1);
    expect(placesLeft(1, [stay], drip('2030-01-02T10:00:00Z', 31))).toBe(0);
  });

  it('counts the busiest moment, not every stay that touches the new one', () => {
    // Two chairs: 09:00–10:15 and 10:30–11:45 never overlap each other, so 10:00–11:15 fits.
    const early = stayFor(at('2030-01-02T09:00:00Z'), 45);
    const late = stayFor(at('2030-01-02T10:30:00Z'), 45);
    const candidate = drip('2030-01-02T10:00:00Z', 45);
    expect(peakOverlap([early, late], candidate)).toBe(1);
    expect(placesLeft(2, [early, late], candidate)).toBe(1);
    // A third stay at 10:30 makes 10:30 the busiest moment: two held, none left of two.
    const third = stayFor(at('2030-01-02T10:30:00Z'), 15);
    expect(peakOverlap([early, late, third], candidate)).toBe(2);
    expect(placesLeft(2, [early, late, third], candidate)).toBe(0);
  });

  it('fills a store of three chairs with three clients at one hour', () => {
    const booked = [0, 1, 2].map(() => drip('2030-01-02T11:00:00Z'));
    expect(placesLeft(3, booked.slice(0, 2), drip('2030-01-02T11:00:00Z'))).toBe(1);
    expect(placesLeft(3, booked, drip('2030-01-02T11:00:00Z'))).toBe(0);
    expect(placesLeft(4, booked, drip('2030-01-02T11:00:00Z'))).toBe(1);
  });

  it('carries a stay over midnight into the next day', () => {
    const lateNight = drip('2030-01-02T23:30:00Z');
    expect(placesLeft(1, [lateNight], drip('2030-01-03T00:30:00Z'))).toBe(0);
    expect(placesLeft(1, [lateNight], drip('2030-01-03T01:00:00Z'))).toBe(1);
  });

  it('measures stays in real time across a DST change (London, 29 March 2026)', () => {
    // 00:30 GMT for 60 minutes plus observation holds the chair until 02:00 UTC (03:00 BST).
    const night = drip('2026-03-29T00:30:00Z');
    expect(placesLeft(1, [night], drip('2026-03-29T01:30:00Z'))).toBe(0); // 02:30 BST
    expect(placesLeft(1, [night], drip('2026-03-29T02:00:00Z'))).toBe(1); // 03:00 BST
  });
});
