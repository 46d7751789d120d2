import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { makeThumbnail } from './thumbnail';

function solid(width: number, height: number, rgba: [number, number, number, number]) {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return { width, height, data };
}

describe('makeThumbnail', () => {
  it('fits the longer side into 240 px and keeps the aspect ratio', () => {
    const tall = jpeg.decode(makeThumbnail(solid(300, 1200, [10, 20, 30, 255])));
    expect([tall.width, tall.height]).toEqual([60, 240]);
    const wide = jpeg.decode(makeThumbnail(solid(2000, 10, [10, 20, 30, 255])));
    expect([wide.width, wide.height]).toEqual([240, 1]);
  });

  it('never enlarges a small image', () => {
    const small = jpeg.decode(makeThumbnail(solid(1, 1, [0, 0, 0, 255])));
    expect([small.width, small.height]).toEqual([1, 1]);
  });

  it('lays transparency on white and averages colours', () => {
    const clear = jpeg.decode(makeThumbnail(solid(480, 480, [0, 0, 0, 0])));
    expect(clear.data[0]).toBeGreaterThan(250);
    const red = jpeg.decode(makeThumbnail(solid(480, 480, [200, 0, 0, 255])));
    expect(red.data[0]).toBeGreaterThan(190);
    expect(red.data[1]).toBeLessThan(10);
  });
});
