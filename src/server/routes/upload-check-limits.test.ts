import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema';
import type { SignedIn } from '../test-support/accounts';
import { automaticLinkPdf, emptyScansJpeg } from '../test-support/crafted-costly-files';
import { handWrittenPdf } from '../test-support/crafted-files';
import { PNG_BASE64, seedSignedInClient, validSubmitBody } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { DEFAULT_CHECK_POOL } from '../services/uploads/check-pool';

/**
 * The upload routes with the check workers' limits (a short CPU deadline here, so a crafted file
 * costs the test little) and the public submit route's signature allowance per IP address.
 */
let ctx: TestContext;
let client: { id: string; auth: SignedIn };
beforeAll(async () => {
  ctx = await createTestApp({
    uploadChecks: { ...DEFAULT_CHECK_POOL, cpuMs: 1000 },
    signaturesPerIpPerMinute: 4,
  });
  client = await seedSignedInClient(ctx.app, ctx.database.db, 'limits@example.test');
});
afterAll(async () => {
  await ctx.close();
});

function multipart(name: string, value: string | Buffer, filename?: string) {
  const boundary = '----clinic-limits-boundary';
  const disposition = filename
    ? `form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream`
    : `form-data; name="${name}"`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, type: `multipart/form-data; boundary=${boundary}` };
}

const upload = (url: string, name: string, value: string | Buffer, filename?: string) => {
  const body = multipart(name, value, filename);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...client.auth.headers, 'content-type': body.type },
  });
};

async function storedUploads(): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(eq(uploads.clientId, client.id));
  return rows.length;
}

describe('upload checks past their limits', { timeout: 300_000 }, () => {
  it('refuses an image that takes too long to decode, naming the field, and stores nothing', async () => {
    const jpegBase64 = emptyScansJpeg(6000, 4000, 2000).toString('base64');
    const response = await upload(
      '/api/mform/upload_medicalform_image',
      'base64_img[]',
      jpegBase64,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().data.fields).toEqual([
      { path: 'base64_img.0', message: 'forms.uploadTooComplex' },
    ]);
    expect(await storedUploads()).toBe(0);
  });

  it.each([
    ['/AA with a /URI action', automaticLinkPdf()],
    ['/OpenAction', handWrittenPdf('/OpenAction 3 0 R', '<< /Type /Action /S /GoTo /D [2 0 R] >>')],
    [
      'a /URI link',
      handWrittenPdf('', '<< /Type /Annot /A << /S /URI /URI (https://x.invalid) >> >>'),
    ],
  ])('refuses a PDF with %s', async (_, pdf) => {
    const response = await upload('/api/mform/upload_medicalform_pdf', 'file', pdf, 'scan.pdf');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().data.fields).toEqual([
      { path: 'file', message: 'forms.uploadPdfActiveContent' },
    ]);
  });

  it('still stores a plain PDF, checked in a worker', async () => {
    const plain = handWrittenPdf('', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
    const response = await upload('/api/mform/upload_medicalform_pdf', 'file', plain, 'scan.pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedUploads()).toBe(1);
  });
});

describe('signature images per IP address', () => {
  const submit = (signatures: number, remoteAddress = '127.0.0.1') => {
    const body = validSubmitBody('mfUk');
    body.signatures = body.signatures.slice(0, signatures);
    body.signatures.forEach((s) => (s.png_base64 = PNG_BASE64));
    return ctx.app.inject({
      method: 'POST',
      url: '/api/forms/submissions',
      payload: body,
      remoteAddress,
    });
  };

  it('answers 429 once the minute’s allowance is spent, before decoding anything', async () => {
    const count = validSubmitBody('mfUk').signatures.length;
    expect(count).toBeGreaterThan(0);
    const answers: number[] = [];
    // An allowance of 4 signature images: as many whole submissions as fit, then refusals.
    for (let i = 0; i < Math.floor(4 / count) + 2; i += 1) {
      answers.push((await submit(count)).statusCode);
    }
    const allowed = Math.floor(4 / count);
    expect(answers.slice(0, allowed)).toEqual(Array<number>(allowed).fill(200));
    expect(answers.slice(allowed)).toEqual([429, 429]);
    const refused = await submit(count);
    expect(refused.json()).toMatchObject({ code: 42900, message: 'forms.tooManySignatures' });
    // When the oldest decodes leave the minute's window.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address has its own allowance.
    expect((await submit(count, '10.7.0.9')).statusCode).toBe(200);
  });
});
