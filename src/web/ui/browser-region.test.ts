import { describe, expect, it } from 'vitest';
import { regionOf } from './browser-region';

describe('regionOf', () => {
  it('reads the region a tag names, in any case and after a script', () => {
    expect(regionOf('en-GB')).toBe('GB');
    expect(regionOf('ar-ae')).toBe('AE');
    expect(regionOf('zh-Hans-CN')).toBe('CN');
    expect(regionOf('de-DE-u-co-phonebk')).toBe('DE');
  });

  it('agrees with Intl.Locale#maximize wherever the tag names its region', () => {
    for (const tag of ['en-US', 'fr-CA', 'ja-JP', 'es-MX', 'sr-Latn-RS']) {
      expect(regionOf(tag)).toBe(new Intl.Locale(tag).maximize().region);
    }
  });

  it('gives a tag without a country its likely region', () => {
    expect(regionOf('fr')).toBe('FR');
    expect(regionOf('ja')).toBe('JP');
    expect(regionOf('es-419')).toBe('419');
  });

  it('answers undefined for a tag that is not one', () => {
    expect(regionOf('')).toBeUndefined();
    expect(regionOf('not a tag')).toBeUndefined();
  });
});
