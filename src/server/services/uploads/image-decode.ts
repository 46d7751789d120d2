import { inflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { judgeSize, type ImageCap } from './image-cap';
import { readJpegHeader, readPngHeader, type PngHeader } from './image-header';

/**
 * Decoding with the memory bounded by a cap: the header is read and judged first, and the
 * decoders are only handed images whose decoded size the cap bounds. pngjs and jpeg-js are
 * pure JS and run synchronously, so this bounds both memory and time per image.
 */

export type Decoded<T> = { ok: true; value: T } | { ok: false; reason: 'unreadable' | 'tooLarge' };

const unreadable = { ok: false, reason: 'unreadable' } as const;
const tooLarge = { ok: false, reason: 'tooLarge' } as const;

/** Sample bytes of a PNG, from its header (a 16-bit RGBA pixel is 8 bytes). */
function pngSampleBytes(header: PngHeader): number {
  return Math.ceil((header.width * header.channels * header.bitDepth) / 8) * header.height;
}

/** Adam7 passes: x start, y start, x step, y step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** What an interlaced PNG's IDAT inflates to: each pass's rows, each with a filter byte. */
function adam7InflatedBytes(header: PngHeader): number {
  let total = 0;
  for (const [x0, y0, dx, dy] of ADAM7) {
    const width = Math.ceil(Math.max(0, header.width - x0) / dx);
    const height = Math.ceil(Math.max(0, header.height - y0) / dy);
    if (width > 0 && height > 0) {
      total += height * (Math.ceil((width * header.channels * header.bitDepth) / 8) + 1);
    }
  }
  return total;
}

/** A PNG judged from its header alone (structure, dimensions, sample bytes) against a cap. */
export function judgePngHeader(
  header: PngHeader | undefined,
  cap: ImageCap,
): 'ok' | 'unreadable' | 'tooLarge' {
  if (!header) return 'unreadable';
  const verdict = judgeSize(header, cap);
  if (verdict === 'empty') return 'unreadable';
  if (verdict === 'tooLarge' || pngSampleBytes(header) > cap.maxPixels * 4) return 'tooLarge';
  return 'ok';
}

/**
 * A PNG decoded by pngjs, or why not. A PNG's sample data may hold at most what an 8-bit RGBA
 * image at the cap holds, so a 16-bit image counts double. pngjs inflates a non-interlaced
 * image with an output limit of exactly the header's image size, so the header check bounds
 * it; an interlaced one it inflates with no limit, so its IDAT is first inflated here with
 * zlib's `maxOutputLength` set to the size the header implies (same zlib, same input).
 */
export function decodePng(bytes: Buffer, cap: ImageCap): Decoded<PNG> {
  const header = readPngHeader(bytes);
  const judged = judgePngHeader(header, cap);
  if (!header || judged !== 'ok')
    return judged === 'ok' ? unreadable : { ok: false, reason: judged };
  if (header.interlaced) {
    try {
      inflateSync(Buffer.concat(header.idat), { maxOutputLength: adam7InflatedBytes(header) });
    } catch {
      return unreadable;
    }
  }
  try {
    return { ok: true, value: PNG.sync.read(bytes) };
  } catch {
    return unreadable;
  }
}

/**
 * jpeg-js's own memory accounting per pixel of a three-component, full-resolution JPEG:
 * 3 × 256 B per 8 × 8 block (12 B), 3 B of component planes, 3 B of interleaved samples and
 * 4 B of RGBA output. Its limit is set from the cap so every image within the cap decodes and
 * nothing larger does (subsampled phone photos need less; a CMYK image at the cap is refused).
 */
const JPEG_BYTES_PER_PIXEL = 22;
/** Huffman and quantisation tables, block padding at the edges, the compressed scan data. */
const JPEG_MEMORY_MARGIN_MB = 16;

export function jpegMemoryLimitMB(cap: ImageCap): number {
  return Math.ceil((cap.maxPixels * JPEG_BYTES_PER_PIXEL) / 2 ** 20) + JPEG_MEMORY_MARGIN_MB;
}

export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A JPEG decoded to RGBA by jpeg-js, or why not; its one frame header is judged first. */
export function decodeJpeg(bytes: Buffer, cap: ImageCap): Decoded<RgbaImage> {
  const header = readJpegHeader(bytes);
  if (!header) return unreadable;
  const verdict = judgeSize(header, cap);
  if (verdict === 'empty') return unreadable;
  if (verdict === 'tooLarge') return tooLarge;
  try {
    const image = jpeg.decode(bytes, {
      maxResolutionInMP: cap.maxPixels / 1_000_000,
      maxMemoryUsageInMB: jpegMemoryLimitMB(cap),
      useTArray: true,
    });
    return { ok: true, value: image };
  } catch {
    return unreadable;
  }
}
