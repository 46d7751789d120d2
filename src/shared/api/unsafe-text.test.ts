import { describe, expect, it } from 'vitest';
import { findUnsafeText, hasUnsafeText } from './unsafe-text';

describe('unsafe text', () => {
  it('finds NUL and lone surrogates, not paired ones', () => {
    expect(hasUnsafeText('x\u0000@a.b')).toBe(true);
    expect(hasUnsafeText('a\uD800b')).toBe(true);
    expect(hasUnsafeText('a\uDC00')).toBe(true);
    expect(hasUnsafeText('\uD800')).toBe(true);
    expect(hasUnsafeText('smile 😀, عربي, 漢字')).toBe(false);
    expect(hasUnsafeText('')).toBe(false);
  });

  it('names the path of every unsafe string, keys included', () => {
    expect(
      findUnsafeText({
        account: 'x\u0000@a.b',
        answers: { allergies: { detail: 'ok', note: ['fine', 'bad\uDFFF'] } },
        ['k\u0000']: 1,
      }),
    ).toEqual(['account', 'answers.allergies.note.1', 'k\u0000']);
    expect(findUnsafeText('\u0000')).toEqual(['(body)']);
    expect(findUnsafeText({ a: 1, b: null, c: [true] })).toEqual([]);
  });
});
