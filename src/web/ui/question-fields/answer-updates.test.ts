import { describe, expect, it } from 'vitest';
import { withAnswerValue, withSignatureMeta } from './answer-updates';

describe('answer updates shared by the client and staff forms', () => {
  it('sets and removes one answer without touching the others or the original', () => {
    const answers = { a: 1, b: 'x' };
    expect(withAnswerValue(answers, 'a', 2)).toEqual({ a: 2, b: 'x' });
    expect(withAnswerValue(answers, 'b', undefined)).toEqual({ a: 1 });
    expect(answers).toEqual({ a: 1, b: 'x' });
  });

  it('keeps how a signature was made, and forgets it when the signature is cleared', () => {
    const strokes = [{ x: 1, y: 2, t: 0 }];
    const drawn = withSignatureMeta({}, 'sig', { png: 'p', method: 'drawn', strokes });
    expect(drawn).toEqual({ sig: { method: 'drawn', strokes } });
    const typed = withSignatureMeta(drawn, 'sig2', {
      png: 'q',
      method: 'typed',
      strokes: [],
      typedName: 'Ana Silva',
    });
    expect(typed.sig2).toEqual({ method: 'typed', strokes: [], typedName: 'Ana Silva' });
    expect(withSignatureMeta(typed, 'sig', undefined)).toEqual({ sig2: typed.sig2 });
    expect(drawn).toEqual({ sig: { method: 'drawn', strokes } });
  });
});
