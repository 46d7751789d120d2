import { isJpeg, isPng, readJpegHeader, readPngHeader } from './image-header';

/**
 * CPU time a real image needs per megapixel to be decoded, re-encoded and previewed in pure
 * JavaScript (jpeg-js, pngjs): a 2560 × 1920 camera photo, as the browser sends one, measured
 * 1.5–3.4 s of one core on this 2-core machine (the high end while other work ran).
 */
export const CHECK_CPU_MS_PER_MEGAPIXEL = 1000;
/** However many pixels a header declares, an image gets at most this many deadlines' worth. */
export const CHECK_ALLOWANCE_MAX_DEADLINES = 4;

/**
 * The CPU deadline for checking one uploaded image: the pool's deadline, or more for an image
 * whose header declares many pixels, up to a few deadlines. A photo is never refused for its
 * size alone, while a crafted file (a small image of thousands of scans) still costs at most
 * the capped allowance. Anything that is not a readable PNG or JPEG header gets the deadline.
 */
export function imageCheckCpuMs(bytes: Buffer, deadlineMs: number): number {
  const header = isPng(bytes)
    ? readPngHeader(bytes)
    : isJpeg(bytes)
      ? readJpegHeader(bytes)
      : undefined;
  if (!header) return deadlineMs;
  const needed = Math.round(((header.width * header.height) / 1e6) * CHECK_CPU_MS_PER_MEGAPIXEL);
  return Math.min(Math.max(deadlineMs, needed), deadlineMs * CHECK_ALLOWANCE_MAX_DEADLINES);
}
