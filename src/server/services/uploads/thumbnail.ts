import jpeg from 'jpeg-js';
import { THUMBNAIL_MAX_SIDE } from '../../../shared/api/attachments';
import type { RgbaImage } from './image-decode';

/** Small enough for a list of previews, sharp enough to tell a passport from a lab sheet. */
const QUALITY = 75;

/**
 * A JPEG preview of decoded RGBA pixels, at most THUMBNAIL_MAX_SIDE on its longer side. Each
 * output pixel is the mean of the source pixels it covers (a box filter: no aliasing on text
 * scans), with transparency laid on white as a page would show it.
 */
export function makeThumbnail(image: RgbaImage, maxSide = THUMBNAIL_MAX_SIDE): Buffer {
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const out = Buffer.alloc(width * height * 4);
  const sums = new Float64Array(width * 3);
  const counts = new Uint32Array(width);
  const source = image.data;
  for (let y = 0; y < height; y += 1) {
    sums.fill(0);
    counts.fill(0);
    const y0 = Math.floor((y * image.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height));
    for (let sy = y0; sy < y1; sy += 1) {
      let i = sy * image.width * 4;
      for (let sx = 0; sx < image.width; sx += 1, i += 4) {
        const x = Math.min(width - 1, Math.floor((sx * width) / image.width));
        const alpha = source[i + 3]! / 255;
        const white = 255 * (1 - alpha);
        sums[x * 3] = sums[x * 3]! + source[i]! * alpha + white;
        sums[x * 3 + 1] = sums[x * 3 + 1]! + source[i + 1]! * alpha + white;
        sums[x * 3 + 2] = sums[x * 3 + 2]! + source[i + 2]! * alpha + white;
        counts[x] = counts[x]! + 1;
      }
    }
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 4;
      const n = counts[x] || 1;
      out[o] = Math.round(sums[x * 3]! / n);
      out[o + 1] = Math.round(sums[x * 3 + 1]! / n);
      out[o + 2] = Math.round(sums[x * 3 + 2]! / n);
      out[o + 3] = 255;
    }
  }
  return Buffer.from(jpeg.encode({ data: out, width, height }, QUALITY).data);
}
