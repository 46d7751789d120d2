import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { craftPng, pngChunk } from '../../test-support/crafted-files';
import type { ImageCap } from './image-cap';
import { decodeJpeg, decodePng } from './image-decode';

const cap: ImageCap = { maxSide: 512, maxPixels: 512 * 384 };

/** 64 MB of zeros in about 64 KB of zlib: what a small image's IDAT may inflate to. */
const idatBomb = deflateSync(Buffer.alloc(64 * 1024 * 1024));

describe('decodePng', () => {
  it('decodes an image within the cap', () => {
    const png = new PNG({ width: 512, height: 384 });
    png.data.fill(200);
    const result = decodePng(PNG.sync.write(png), cap);
    expect(result.ok && result.value.width).toBe(512);
  });

  it('refuses a second IHDR that would replace the size judged', () => {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(30000, 0);
    ihdr.writeUInt32BE(30000, 4);
    ihdr[8] = 8;
    ihdr[9] = 6;
    const png = craftPng({ width: 10, height: 10, extra: [pngChunk('IHDR', ihdr)] });
    expect(decodePng(png, cap)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it.each([false, true])(
    'stops an IDAT that inflates past the declared size (interlaced: %s)',
    (interlaced) => {
      const png = craftPng({ width: 100, height: 100, interlaced, idat: idatBomb });
      const before = process.memoryUsage().arrayBuffers;
      const result = decodePng(png, cap);
      expect(result).toEqual({ ok: false, reason: 'unreadable' });
      expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 1024 * 1024);
    },
  );

  it('counts a 16-bit image at twice the bytes of an 8-bit one', () => {
    expect(decodePng(craftPng({ width: 500, height: 300, bitDepth: 16 }), cap)).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
  });
});

describe('decodeJpeg', () => {
  it('keeps jpeg-js limits consistent with the cap: a full-colour image at the cap decodes', () => {
    const { maxSide: width } = cap;
    const height = cap.maxPixels / width;
    const data = Buffer.alloc(width * height * 4);
    for (let i = 0; i < data.length; i += 1) data[i] = (i * 7919) % 251;
    const bytes = Buffer.from(jpeg.encode({ data, width, height }, 95).data);
    const result = decodeJpeg(bytes, cap);
    expect(result.ok && [result.value.width, result.value.height]).toEqual([width, height]);
  });
});
