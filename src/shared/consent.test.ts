import { describe, expect, it } from 'vitest';
import {
  addMonths,
  consentStanding,
  privacyAuthorizationExpiry,
  treatmentConsentExpiry,
} from './consent';

const d = (iso: string) => new Date(iso);

describe('consent periods', () => {
  it('adds calendar months and clamps to the end of a shorter month', () => {
    expect(addMonths(d('2024-01-31T10:00:00Z'), 1).toISOString()).toBe('2024-02-29T10:00:00.000Z');
    expect(addMonths(d('2023-01-31T10:00:00Z'), 1).toISOString()).toBe('2023-02-28T10:00:00.000Z');
    expect(addMonths(d('2024-11-15T00:00:00Z'), 2).toISOString()).toBe('2025-01-15T00:00:00.000Z');
  });

  it('renews the treatment consent every 12 months', () => {
    expect(treatmentConsentExpiry(d('2024-02-29T09:00:00Z')).toISOString()).toBe(
      '2025-02-28T09:00:00.000Z',
    );
  });

  it('ends the privacy authorization one year from the date of service', () => {
    expect(privacyAuthorizationExpiry(d('2030-06-01T14:00:00Z')).toISOString()).toBe(
      '2031-06-01T14:00:00.000Z',
    );
  });

  it('places a client in the exemption window, renewal or expiry', () => {
    const granted = d('2030-01-10T00:00:00Z');
    expect(consentStanding(undefined, granted)).toBe('none');
    expect(consentStanding(granted, d('2030-07-09T23:59:59Z'))).toBe('exempt');
    expect(consentStanding(granted, d('2030-07-10T00:00:00Z'))).toBe('renew');
    expect(consentStanding(granted, d('2031-01-09T23:59:59Z'))).toBe('renew');
    expect(consentStanding(granted, d('2031-01-10T00:00:00Z'))).toBe('expired');
  });
});
