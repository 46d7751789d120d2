import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './script-json';

describe('scriptSafeJson', () => {
  it('cannot end its script element, and reads back as the same value', () => {
    const store = { store_name: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const json = scriptSafeJson(store);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(store);
  });

  it('holds for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = scriptSafeJson(value);
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
