import { describe, expect, it } from 'vitest';
import { renderRecordPdf } from '.';
import { PAGE_HEIGHT, PAGE_WIDTH } from './layout/page-frame';
import { rasterize, type GrayImage } from './test-poppler';
import { fullRecord } from './test-record';

const DPI = 50;
const px = (points: number) => Math.round((points * DPI) / 72);

/** Dark pixels in a box given in points from the top left of the page. */
function ink(image: GrayImage, left: number, top: number, width: number, height: number): number {
  let dark = 0;
  for (let y = px(top); y < px(top + height); y++) {
    for (let x = px(left); x < px(left + width); x++) {
      if (image.pixels[y * image.width + x]! < 128) dark++;
    }
  }
  return dark;
}

/** The title band of page 1 (below the header rule), left and right halves. */
const titleBand = (image: GrayImage) => ({
  left: ink(image, 48, 72, PAGE_WIDTH / 2 - 48, 28),
  right: ink(image, PAGE_WIDTH / 2, 72, PAGE_WIDTH / 2 - 48, 28),
});

describe('rendered pages (a missing font or broken shaping shows here)', () => {
  it('Chinese: page 1 is drawn, the title at the left', async () => {
    const image = rasterize(await renderRecordPdf(fullRecord('zh')), 1, DPI);
    // pdftoppm rounds the page up to whole pixels.
    expect(Math.abs(image.width - (PAGE_WIDTH * DPI) / 72)).toBeLessThan(1);
    expect(Math.abs(image.height - (PAGE_HEIGHT * DPI) / 72)).toBeLessThan(1);
    const band = titleBand(image);
    expect(band.left).toBeGreaterThan(60);
    expect(band.right).toBe(0);
    expect(ink(image, 0, 0, PAGE_WIDTH, PAGE_HEIGHT)).toBeGreaterThan(1500);
  });

  it('Arabic: page 1 is drawn right to left, the title at the right', async () => {
    const image = rasterize(await renderRecordPdf(fullRecord('ar')), 1, DPI);
    const band = titleBand(image);
    expect(band.right).toBeGreaterThan(60);
    expect(band.left).toBe(0);
    expect(ink(image, 0, 0, PAGE_WIDTH, PAGE_HEIGHT)).toBeGreaterThan(1500);
  });
});
