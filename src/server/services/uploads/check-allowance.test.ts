import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { emptyScansJpeg } from '../../test-support/crafted-costly-files';
import { imageCheckCpuMs } from './check-allowance';

function png(width: number, height: number): Buffer {
  return PNG.sync.write(new PNG({ width, height }));
}

function jpegOf(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, 128);
  return Buffer.from(jpeg.encode({ data, width, height }, 85).data);
}

describe('the CPU an image may take to check', () => {
  it('is the pool’s deadline for a small image and for what is not an image', () => {
    expect(imageCheckCpuMs(png(32, 32), 2000)).toBe(2000);
    expect(imageCheckCpuMs(Buffer.from('%PDF-1.7'), 2000)).toBe(2000);
    expect(imageCheckCpuMs(Buffer.alloc(0), 2000)).toBe(2000);
  });

  it('grows with the pixels of a photo as the browser sends one', () => {
    // 2560 × 1920: 4.9 megapixels.
    expect(imageCheckCpuMs(jpegOf(2560, 1920), 2000)).toBe(4915);
    expect(imageCheckCpuMs(png(2560, 1920), 2000)).toBe(4915);
  });

  it('stops at four deadlines, whatever a crafted header declares', () => {
    expect(imageCheckCpuMs(emptyScansJpeg(6000, 4000, 20), 2000)).toBe(8000);
    expect(imageCheckCpuMs(emptyScansJpeg(6000, 4000, 20), 1000)).toBe(4000);
  });
});
