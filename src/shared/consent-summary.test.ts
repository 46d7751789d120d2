import { describe, expect, it } from 'vitest';
import { addMonths } from './consent';
import { summarizeConsents, type ConsentRecord } from './consent-summary';

const now = new Date('2030-06-15T12:00:00Z');
const treatment = (monthsAgo: number): ConsentRecord => {
  const granted_at = addMonths(now, -monthsAgo);
  return { kind: 'treatment', granted_at, expires_at: addMonths(granted_at, 12) };
};

describe('consent summary', () => {
  it('uses the newest treatment consent: exempt, renew, expired, none', () => {
    expect(summarizeConsents([], now).treatment).toBe('none');
    expect(summarizeConsents([treatment(13), treatment(2)], now).treatment).toBe('exempt');
    expect(summarizeConsents([treatment(7)], now).treatment).toBe('renew');
    expect(summarizeConsents([treatment(12)], now).treatment).toBe('expired');
  });

  it('reports the privacy authorization as valid until one year after the service', () => {
    const granted_at = new Date('2029-07-01T00:00:00Z');
    const privacy: ConsentRecord = {
      kind: 'privacy',
      granted_at,
      expires_at: addMonths(granted_at, 12),
    };
    expect(summarizeConsents([privacy], now)).toMatchObject({
      privacy: 'valid',
      privacy_expires_at: '2030-07-01T00:00:00.000Z',
    });
    expect(summarizeConsents([privacy], new Date('2030-07-01T00:00:00Z')).privacy).toBe('expired');
  });
});
