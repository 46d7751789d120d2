import { describe, expect, it } from 'vitest';
import { strokesOf } from './signature-strokes';

describe('strokesOf', () => {
  it('rounds points to whole pixels and ends every stroke with -1, -1', () => {
    const pad = {
      toData: () => [
        {
          points: [
            { x: 1.4, y: 2.6 },
            { x: 3.5, y: 4 },
          ],
        },
        { points: [{ x: 10, y: 0.2 }] },
      ],
    };
    expect(strokesOf(pad)).toEqual([
      { x: 1, y: 3 },
      { x: 4, y: 4 },
      { x: -1, y: -1 },
      { x: 10, y: 0 },
      { x: -1, y: -1 },
    ]);
  });

  it('is empty for an empty pad', () => {
    expect(strokesOf({ toData: () => [] })).toEqual([]);
  });
});
