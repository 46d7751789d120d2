import { eq } from 'drizzle-orm';
import { withCpuTime } from '../test-support/cpu-time';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from '../db/schema';
import { craftPng } from '../test-support/crafted-files';
import { validSubmitBody } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';

/** Public submissions decode signature PNGs, so their size is judged first. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** Posted without a session, as anyone opening a public form can. */
const submitWithSignature = (png: Buffer) => {
  const body = validSubmitBody('mfUk');
  body.signatures[0]!.png_base64 = png.toString('base64');
  return ctx.app.inject({ method: 'POST', url: '/api/forms/submissions', payload: body });
};

describe('signature images over the pixel cap', () => {
  it.each([
    ['12000 × 12000', craftPng({ width: 12000, height: 12000 })],
    ['4097 pixels wide', craftPng({ width: 4097, height: 100 })],
    ['2500 × 2000 (each side allowed, too many pixels)', craftPng({ width: 2500, height: 2000 })],
    [
      '16-bit RGBA of 1500 × 1500 (twice the bytes)',
      craftPng({ width: 1500, height: 1500, bitDepth: 16 }),
    ],
  ])('refuses a signature of %s from its header, fast', async (_, png) => {
    const { result: response, cpuMs } = await withCpuTime(() => submitWithSignature(png));
    expect(cpuMs).toBeLessThan(1500);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([
      { path: 'signatures.0.png_base64', message: 'forms.signatureTooLarge' },
    ]);
  });

  it('refuses a signature with a zero dimension as invalid', async () => {
    const response = await submitWithSignature(craftPng({ width: 0, height: 100 }));
    expect(response.json().data.fields).toEqual([
      { path: 'signatures.0.png_base64', message: 'forms.signatureInvalid' },
    ]);
  });

  it('accepts a signature drawn on a 4× screen (3800 × 880)', async () => {
    const png = new PNG({ width: 3800, height: 880 });
    png.data.fill(255);
    for (let x = 100; x < 3700; x += 1) {
      const y = 440 + Math.round(200 * Math.sin(x / 150));
      for (let dy = -8; dy <= 8; dy += 1)
        png.data.fill(0, ((y + dy) * 3800 + x) * 4, ((y + dy) * 3800 + x) * 4 + 3);
    }
    const response = await submitWithSignature(PNG.sync.write(png));
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.database.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, response.json().data.submission_id));
    expect(row).toBeDefined();
  });
});
