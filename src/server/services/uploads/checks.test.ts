import { isMainThread } from 'node:worker_threads';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { cleanImage } from './clean-image';
import { cleanImageOffThread, warmChecks } from './checks';

// A worker loads before the tests, in set-up's own time.
beforeAll(() => warmChecks());

function gradientPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = (i / 4) % 256;
    png.data[i + 1] = 80;
    png.data[i + 2] = 160;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

function gradientJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, 200);
  for (let i = 0; i < data.length; i += 4) data[i] = (i / 4) % 256;
  return Buffer.from(jpeg.encode({ data, width, height }, 90).data);
}

describe('image checks in a worker thread', () => {
  it('gives the same clean file and preview as on the server’s own thread', async () => {
    expect(isMainThread).toBe(true);
    for (const bytes of [gradientPng(640, 480), gradientJpeg(800, 600)]) {
      const here = cleanImage(bytes, 'base64_img.0', { thumbnail: true });
      const there = await cleanImageOffThread(bytes, 'base64_img.0', { thumbnail: true });
      expect(there.contentType).toBe(here.contentType);
      expect(Buffer.compare(there.bytes, here.bytes)).toBe(0);
      expect(Buffer.compare(there.thumbnail!, here.thumbnail!)).toBe(0);
    }
    const withoutPreview = await cleanImageOffThread(gradientPng(10, 10), 'f');
    expect(withoutPreview.thumbnail).toBeUndefined();
  });

  it('refuses what cleanImage refuses, with the same error the client is told', async () => {
    const refused = cleanImageOffThread(Buffer.from('not an image'), 'base64_img.1');
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      errorName: 'validation',
      status: 400,
      fields: [{ path: 'base64_img.1', message: 'forms.uploadTypeInvalid' }],
    });
    await expect(
      cleanImageOffThread(Buffer.alloc(6 * 1024 * 1024), 'base64_img.0'),
    ).rejects.toMatchObject({ errorName: 'payloadTooLarge', messageKey: 'forms.uploadTooLarge' });
    // The caller's bytes are not handed over: they stay readable after the check.
    const bytes = gradientPng(4, 4);
    await cleanImageOffThread(bytes, 'f');
    expect(bytes.length).toBeGreaterThan(0);
    expect(PNG.sync.read(bytes).width).toBe(4);
  });

  it('answers each of several images sent at once with its own result', async () => {
    const sizes = [
      [30, 20],
      [64, 64],
      [5, 90],
    ] as const;
    const results = await Promise.all([
      ...sizes.map(([w, h]) => cleanImageOffThread(gradientPng(w, h), 'f')),
      cleanImageOffThread(Buffer.from('junk'), 'g').catch((error: unknown) => error),
    ]);
    sizes.forEach(([w, h], i) => {
      const png = PNG.sync.read((results[i] as { bytes: Buffer }).bytes);
      expect([png.width, png.height]).toEqual([w, h]);
    });
    expect(results[3]).toBeInstanceOf(AppError);
  });
});
