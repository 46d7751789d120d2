import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { emptyScansJpeg, manyObjectsPdf } from '../../test-support/crafted-costly-files';
import { CheckPool, DEFAULT_CHECK_POOL, type CheckPoolOptions } from './check-pool';
import { cleanImageOffThread, inspectPdfOffThread } from './checks';

/**
 * The check workers' limits, with files the tests make: a progressive JPEG whose 2,000 empty
 * scans cost seconds of CPU (far past the deadlines set here, however fast the machine), and a
 * PDF of many small objects that outgrows a small heap. Outcomes are judged by what settles
 * first, never by elapsed time.
 */
const pools: CheckPool[] = [];
function pool(options: Partial<CheckPoolOptions>): CheckPool {
  const made = new CheckPool({ ...DEFAULT_CHECK_POOL, ...options });
  pools.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const costlyJpeg = emptyScansJpeg(6000, 4000, 2000);

function smallPng(): Buffer {
  const png = new PNG({ width: 32, height: 32 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

/** Settles `promise`, noting its name in `order` when it does. */
function noted<T>(order: string[], name: string, promise: Promise<T>) {
  return promise.then(
    (value) => (order.push(`${name} ok`), value),
    (error: unknown) => (order.push(`${name} refused`), error),
  );
}

describe('check pool', { timeout: 300_000 }, () => {
  it('refuses a file past its CPU deadline at its field, and goes on with a new worker', async () => {
    const checks = pool({ workers: 1, cpuMs: 250 });
    const refused = await cleanImageOffThread(costlyJpeg, 'base64_img.0', {}, checks).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 400,
      fields: [{ path: 'base64_img.0', message: 'forms.uploadTooComplex' }],
    });
    const next = await cleanImageOffThread(smallPng(), 'base64_img.0', {}, checks);
    expect(PNG.sync.read(next.bytes).width).toBe(32);
  });

  it('lets a file behind a costly one wait only for the deadline (one worker)', async () => {
    const checks = pool({ workers: 1, cpuMs: 250 });
    const order: string[] = [];
    await Promise.all([
      noted(order, 'costly', cleanImageOffThread(costlyJpeg, 'f', {}, checks)),
      noted(order, 'small', cleanImageOffThread(smallPng(), 'f', {}, checks)),
    ]);
    expect(order).toEqual(['costly refused', 'small ok']);
  });

  it('checks another client’s file beside a costly one (two workers)', async () => {
    const checks = pool({ workers: 2, cpuMs: 250 });
    // Both workers started and ready, so neither file waits for one to load.
    await Promise.all([
      cleanImageOffThread(smallPng(), 'f', {}, checks),
      cleanImageOffThread(smallPng(), 'f', {}, checks),
    ]);
    const order: string[] = [];
    await Promise.all([
      noted(order, 'costly', cleanImageOffThread(costlyJpeg, 'f', {}, checks)),
      noted(order, 'small', cleanImageOffThread(smallPng(), 'f', {}, checks)),
    ]);
    expect(order).toEqual(['small ok', 'costly refused']);
  });

  it('holds each image to its own deadline when it has one', async () => {
    // 20 ms: far less than any machine needs to decode and re-encode 4 megapixels.
    const checks = pool({ workers: 1, cpuMs: 20 });
    const photo = PNG.sync.write(new PNG({ width: 2000, height: 2000 }));
    const bytes = new Uint8Array(photo);
    const task = { kind: 'image', bytes, field: 'f', thumbnail: false } as const;
    await expect(checks.run(task)).rejects.toThrow('cpu limit');
    const checked = await checks.run({ ...task, cpuMs: 600_000 });
    expect(checked).toMatchObject({ contentType: 'image/png' });
  });

  it('refuses a PDF whose parse outgrows the worker’s heap', async () => {
    const checks = pool({ workers: 1, cpuMs: 600_000, heapMb: 48 });
    await expect(inspectPdfOffThread(manyObjectsPdf(60_000), 'file', checks)).rejects.toMatchObject(
      { fields: [{ path: 'file', message: 'forms.uploadTooComplex' }] },
    );
    // The worker that died is replaced: the next PDF is read.
    expect(await inspectPdfOffThread(manyObjectsPdf(10), 'file', checks)).toBe('clean');
  });

  it('answers 429 at once when too many files are already waiting', async () => {
    const checks = pool({ workers: 1, cpuMs: 250, maxQueued: 1 });
    await cleanImageOffThread(smallPng(), 'f', {}, checks); // the worker is ready
    const running = cleanImageOffThread(costlyJpeg, 'f', {}, checks).catch((e: unknown) => e);
    const waiting = cleanImageOffThread(smallPng(), 'f', {}, checks);
    const third = cleanImageOffThread(smallPng(), 'f', {}, checks);
    // Come back once the file ahead has had its largest allowance (4 × 250 ms of CPU here).
    await expect(third).rejects.toMatchObject({
      status: 429,
      messageKey: 'forms.checksBusy',
      retryAfterSeconds: 1,
    });
    await running;
    expect((await waiting).contentType).toBe('image/png');
  });
});
