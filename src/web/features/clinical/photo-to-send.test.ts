import { describe, expect, it } from 'vitest';
import { needsRedraw, PHOTO_MAX_EDGE, scaledSize } from './photo-to-send';

describe('the photo a tablet sends', () => {
  it('scales a camera photo down to the longest edge, keeping its shape', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: PHOTO_MAX_EDGE, height: 1920 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1920, height: PHOTO_MAX_EDGE });
    expect(scaledSize(9000, 10)).toEqual({ width: PHOTO_MAX_EDGE, height: 3 });
    expect(scaledSize(20000, 1)).toEqual({ width: PHOTO_MAX_EDGE, height: 1 });
  });

  it('leaves a picture that already fits at its own size', () => {
    expect(scaledSize(2560, 1440)).toEqual({ width: 2560, height: 1440 });
    expect(scaledSize(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('redraws every JPEG (orientation, size) and only large PNGs', () => {
    expect(needsRedraw('image/jpeg', 200_000, 800, 600)).toBe(true);
    expect(needsRedraw('image/png', 400_000, 1200, 1600)).toBe(false);
    expect(needsRedraw('image/png', 3_000_000, 1200, 1600)).toBe(true);
    expect(needsRedraw('image/png', 400_000, 3000, 200)).toBe(true);
  });
});
