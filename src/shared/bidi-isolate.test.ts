import { describe, expect, it } from 'vitest';
import { FSI, isolate, isolateValues, LRI, PDI } from './bidi-isolate';

const kindOf = (name: string) => (name === 'code' ? 'code' : name === 'link' ? 'link' : 'text');

describe('isolateValues', () => {
  it('wraps each value of a right-to-left message by its kind, and never a link', () => {
    expect(
      isolateValues(
        { name: 'Jane Doe', code: '482913', link: 'https://x.example/a?lang=ar' },
        'ar',
        kindOf,
      ),
    ).toEqual({
      name: `${FSI}Jane Doe${PDI}`,
      code: `${LRI}482913${PDI}`,
      link: 'https://x.example/a?lang=ar',
    });
  });

  it('adds nothing to a left-to-right message, and keeps empty values empty', () => {
    const values = { name: 'سلمى حداد', code: '482913', empty: '', missing: undefined };
    expect(isolateValues(values, 'en', kindOf)).toEqual(values);
    expect(isolateValues({ empty: '' }, 'ar', kindOf)).toEqual({ empty: '' });
  });

  it("drops a value's own directional controls in every language", () => {
    const spoof = 'Ada\u202e Lovelace\u2069\u2066';
    expect(isolateValues({ name: spoof }, 'fr', kindOf)).toEqual({ name: 'Ada Lovelace' });
    expect(isolateValues({ name: spoof }, 'ar', kindOf)).toEqual({
      name: `${FSI}Ada Lovelace${PDI}`,
    });
  });

  it('isolate() is first-strong unless told left to right', () => {
    expect(isolate('07400 555666')).toBe('\u206807400 555666\u2069');
    expect(isolate('AP-7KQ2', 'ltr')).toBe('\u2066AP-7KQ2\u2069');
  });
});
