import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile, maskName } from './mask';

describe('masking for link holders', () => {
  it('keeps only first letters, the top-level domain and the last mobile digits', () => {
    expect(maskEmail('jane.doe@example.co.uk')).toBe('j***@e***.uk');
    expect(maskEmail('a@b')).toBe('a***@b***');
    expect(maskEmail(null)).toBeNull();
    expect(maskMobile('+447400123456')).toBe('+44*******456');
    expect(maskName('Smith')).toBe('S.');
  });
});
