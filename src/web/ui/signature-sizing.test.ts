import { describe, expect, it } from 'vitest';
import { canvasSize, needsResize, pixelRatio, typedFontSize } from './signature-sizing';

describe('canvasSize', () => {
  it('is the box less 10 px wide and 60 px high, the bitmap in device pixels', () => {
    expect(canvasSize(350, 260, 2)).toEqual({
      width: 340,
      height: 200,
      bitmapWidth: 680,
      bitmapHeight: 400,
    });
  });

  it('never goes below 100 px a side', () => {
    expect(canvasSize(50, 80, 1)).toEqual({
      width: 100,
      height: 100,
      bitmapWidth: 100,
      bitmapHeight: 100,
    });
  });

  it('rounds the bitmap at fractional ratios', () => {
    expect(canvasSize(311, 261, 1.5).bitmapWidth).toBe(452);
  });
});

describe('pixelRatio and needsResize', () => {
  it('draws at no less than one device pixel per CSS pixel', () => {
    expect(pixelRatio(undefined)).toBe(1);
    expect(pixelRatio(0.5)).toBe(1);
    expect(pixelRatio(3)).toBe(3);
  });

  it('asks for a new bitmap only when the width changes', () => {
    expect(needsResize(350, 2, 680)).toBe(false);
    expect(needsResize(360, 2, 680)).toBe(true);
  });
});

describe('typedFontSize', () => {
  it('keeps 56 px for a name that fits', () => {
    expect(typedFontSize(() => 100, 560)).toBe(56);
  });

  it('shrinks 4 px at a time until the name fits', () => {
    // 10 px of width per px of font: fits at 56 only when maxWidth ≥ 560.
    expect(typedFontSize((size) => size * 10, 450)).toBe(44);
  });

  it('stops at 20 px however long the name', () => {
    expect(typedFontSize(() => 10_000, 560)).toBe(20);
  });
});
