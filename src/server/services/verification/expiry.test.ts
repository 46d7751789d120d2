import { describe, expect, it } from 'vitest';
import { endOfLocalDay, linkExpiry } from './expiry';
import { DEFAULT_VERIFICATION_SETTINGS } from './settings';

describe('link expiry', () => {
  it('ends a fill link at local midnight after the appointment, DST included', () => {
    const london = endOfLocalDay(new Date('2030-07-01T22:30:00Z'), 'Europe/London');
    expect(london.toISOString()).toBe('2030-07-01T23:00:00.000Z');
    const winter = endOfLocalDay(new Date('2030-01-15T10:00:00Z'), 'Europe/London');
    expect(winter.toISOString()).toBe('2030-01-16T00:00:00.000Z');
    const tokyo = endOfLocalDay(new Date('2030-01-15T16:00:00Z'), 'Asia/Tokyo');
    expect(tokyo.toISOString()).toBe('2030-01-16T15:00:00.000Z');
    // The day the clocks go forward in London (2030-03-31) has 23 hours.
    const spring = endOfLocalDay(new Date('2030-03-31T09:00:00Z'), 'Europe/London');
    expect(spring.toISOString()).toBe('2030-03-31T23:00:00.000Z');
  });

  it('gives a desk QR ten minutes and caps a fill link at FILL_LINK_MAX_DAYS', () => {
    const now = new Date('2030-01-01T09:00:00Z');
    const s = DEFAULT_VERIFICATION_SETTINGS;
    expect(linkExpiry('verify', now, now, 'UTC', s).toISOString()).toBe('2030-01-01T09:10:00.000Z');
    const far = new Date('2030-06-01T09:00:00Z');
    expect(linkExpiry('fill', now, far, 'UTC', s).toISOString()).toBe('2030-01-15T09:00:00.000Z');
  });
});
